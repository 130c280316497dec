import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { ChampionshipsPage } from '@/app/routes/championships-page';
import { Toaster } from '@/components/ui/toast';
import { CHAMPIONSHIP_REFRESH_MS } from '@/features/championships/api/championships.rest';
import { championship, myEntryMock, preRegistrations, type MyEntry } from '@/testing/championship-fixtures';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { findToast } from '@/testing/find-toast';
import { LocationProbe } from '@/testing/location-probe';
import { mockApi, requestBodies, signedOut, type FakeRoute } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { TestCurrentUser } from '@/testing/test-current-user';

const AVAILABLE = 'GET /api/championships/available';
const registrationsOf = (id: string) => `GET /api/championships/${id}/pre-registrations`;
const preRegisterTo = (id: string) => `POST /api/championships/${id}/pre-register`;
const joinTo = (id: string) => `POST /api/leagues/${id}/join`;

const none: FakeRoute = { status: 200, body: [] };

/**
 * The page over a fake REST facade; every championship listed answers an empty pre-registration list unless
 * `routes` says otherwise. The manager's place in each is read over GraphQL from `entries` (by id; none when
 * absent), as it is when asked: a test changes it to play the server.
 */
function renderChampionships(
  championships: ReturnType<typeof championship>[] | FakeRoute,
  routes: Record<string, FakeRoute> = {},
  username: string | null = 'alice',
  entries: Record<string, MyEntry> = {},
) {
  const list = Array.isArray(championships) ? championships : [];
  const fetchMock = mockApi({
    [AVAILABLE]: Array.isArray(championships) ? { status: 200, body: championships } : championships,
    ...Object.fromEntries(list.map(({ id }) => [registrationsOf(id), none])),
    ...routes,
  });
  const { link } = createApolloTestLink(list.map(({ id }) => myEntryMock(id, () => entries[id])));
  render(
    <MockedProvider link={link}>
      <TestCurrentUser username={username}>
        <MemoryRouter initialEntries={['/championships']}>
          <ChampionshipsPage />
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return fetchMock;
}

const card = (name: string) => screen.getByRole('group', { name });
const findCard = (name: string) => screen.findByRole('group', { name });
const dialog = () => screen.getByRole('dialog');

afterEach(() => {
  jest.useRealTimers();
});

describe('championships page (/championships)', () => {
  it("should say 'Loading championships...' and then show each championship's card", async () => {
    renderChampionships([
      championship('c1', {
        name: 'Winter Super Cup',
        description: 'The best managers, eight gameweeks.',
        leagueType: 'test_championship',
        maxParticipants: 128,
      }),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Championships' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading championships...');
    const cup = await findCard('Winter Super Cup');

    expect(cup).toHaveTextContent('The best managers, eight gameweeks.');
    expect(cup).toHaveTextContent(/League Type\s*Test Championship/);
    expect(cup).toHaveTextContent(/Max Participants\s*128/);
    expect(cup).toHaveTextContent(/Start Date\s*Dec 5, 15:00/);
    expect(cup).toHaveTextContent(/Registration Deadline\s*Dec 4, 12:30/);
    expect(screen.queryByText('Loading championships...')).not.toBeInTheDocument();
  });

  it('should be open to visitors in the app', async () => {
    mockApi({
      'GET /api/user': signedOut,
      [AVAILABLE]: { status: 200, body: [championship('c1', { name: 'Public Cup' })] },
      [registrationsOf('c1')]: none,
    });
    renderApp('/championships');

    expect(await findCard('Public Cup')).toBeVisible();
    expect(currentPath()).toBe('/championships');
  });

  it('should leave out the registration deadline when a championship has none', async () => {
    renderChampionships([championship('c1', { name: 'Open Cup', registrationDeadline: null })]);

    expect(await findCard('Open Cup')).not.toHaveTextContent('Registration Deadline');
  });

  it.each([
    { status: 'pre_registration', badge: 'Pre-Registration Open', button: 'Pre-Register Now', enabled: true },
    { status: 'upcoming', badge: 'Upcoming', button: 'Not Available', enabled: false },
    { status: 'active', badge: '(none)', button: 'Join Championship', enabled: true },
    { status: 'completed', badge: '(none)', button: 'Completed', enabled: false },
  ] as const)(
    'should show a $status championship with badge $badge and button $button',
    async ({ status, badge, button, enabled }) => {
      renderChampionships([championship('c1', { name: 'The Cup', status })]);
      const cup = await findCard('The Cup');

      const action = within(cup).getByRole('button', { name: button });
      if (enabled) expect(action).toBeEnabled();
      else expect(action).toBeDisabled();
      expect(within(cup).getAllByRole('button')).toHaveLength(1);
      for (const label of ['Pre-Registration Open', 'Upcoming']) {
        if (label === badge) expect(within(cup).getByText(label)).toBeVisible();
        else expect(within(cup).queryByText(label)).not.toBeInTheDocument();
      }
    },
  );

  it("should list the 3 most recent pre-registrations, then '+N more registered'", async () => {
    renderChampionships(
      [championship('c1', { name: 'Busy Cup' }), championship('c2', { name: 'Small Cup' })],
      {
        [registrationsOf('c1')]: { status: 200, body: preRegistrations(5) },
        [registrationsOf('c2')]: { status: 200, body: preRegistrations(3) },
      },
    );

    const busy = await screen.findByRole('list', { name: 'Recent pre-registrations: Busy Cup' });
    expect(
      within(busy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['manager14-4-2', 'manager23-5-2', 'manager34-4-2']);
    expect(card('Busy Cup')).toHaveTextContent('+2 more registered');
    const small = await screen.findByRole('list', { name: 'Recent pre-registrations: Small Cup' });
    expect(within(small).getAllByRole('listitem')).toHaveLength(3);
    expect(card('Small Cup')).not.toHaveTextContent('more registered');
  });

  it('should show no pre-registration list while nobody has pre-registered', async () => {
    renderChampionships([championship('c1', { name: 'Quiet Cup' })]);
    await findCard('Quiet Cup');

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('should read the championships and their pre-registrations again every 10 s', async () => {
    jest.useFakeTimers();
    let reads = 0;
    let registrationReads = 0;
    renderChampionships(
      () => {
        reads += 1;
        return {
          status: 200,
          body: [championship('c1', { name: reads === 1 ? 'Autumn Cup' : 'Autumn Cup (renamed)' })],
        };
      },
      {
        [registrationsOf('c1')]: () => ({
          status: 200,
          body: preRegistrations(++registrationReads === 1 ? 1 : 4),
        }),
      },
    );
    await findCard('Autumn Cup');
    await screen.findByRole('list', { name: 'Recent pre-registrations: Autumn Cup' });
    expect(CHAMPIONSHIP_REFRESH_MS).toBe(10_000);

    await act(() => jest.advanceTimersByTimeAsync(CHAMPIONSHIP_REFRESH_MS - 100));
    expect([reads, registrationReads]).toEqual([1, 1]);
    await act(() => jest.advanceTimersByTimeAsync(200));

    expect([reads, registrationReads]).toEqual([2, 2]);
    expect(await findCard('Autumn Cup (renamed)')).toHaveTextContent('+1 more registered');
  });

  it("should toast 'Error' / 'Failed to load championships' when they cannot be loaded, and load them on Try again", async () => {
    let calls = 0;
    renderChampionships(
      () =>
        ++calls <= 3
          ? { status: 502, statusText: 'Bad Gateway' }
          : { status: 200, body: [championship('c1', { name: 'Late Cup' })] },
      { [registrationsOf('c1')]: none },
    );

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to load championships');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load championships');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await findCard('Late Cup')).toBeVisible();
  });
  it('should toast a load failure once while the polls keep failing, and again after a success', async () => {
    jest.useFakeTimers();
    const errorToasts = jest.spyOn(sonnerToast, 'error');
    let calls = 0;
    // Three tries per read (two retries): the first two reads fail, the third succeeds, the fourth fails.
    renderChampionships(() =>
      ++calls === 7 ? { status: 200, body: [] } : { status: 503, statusText: 'Service Unavailable' },
    );
    await findToast('Error');
    expect(errorToasts.mock.calls).toEqual([['Error', { description: 'Failed to load championships' }]]);

    await act(() => jest.advanceTimersByTimeAsync(CHAMPIONSHIP_REFRESH_MS));
    expect(calls).toBe(6);
    expect(errorToasts).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(CHAMPIONSHIP_REFRESH_MS));
    expect(calls).toBe(7);
    await act(() => jest.advanceTimersByTimeAsync(CHAMPIONSHIP_REFRESH_MS));

    expect(calls).toBe(10);
    expect(errorToasts).toHaveBeenCalledTimes(2);
    errorToasts.mockRestore();
  });
});

describe('championships page: pre-registration', () => {
  async function openModal(name = 'Spring Cup') {
    await userEvent.click(within(await findCard(name)).getByRole('button', { name: 'Pre-Register Now' }));
    return dialog();
  }

  it('should open the modal for that championship with an empty team name, 4-4-2 and email notifications', async () => {
    renderChampionships([
      championship('c1', { name: 'Spring Cup' }),
      championship('c2', { name: 'Other Cup' }),
    ]);

    const modal = await openModal();

    expect(modal).toHaveAccessibleName('Pre-Register for Spring Cup');
    expect(within(modal).getByRole('textbox', { name: 'Team name (optional)' })).toHaveValue('');
    const formation = within(modal).getByRole('combobox', { name: 'Preferred formation' });
    expect(formation).toHaveValue('4-4-2');
    expect(
      within(formation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['4-4-2', '4-3-3', '3-5-2', '5-4-1', '4-5-1']);
    expect(within(modal).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(within(modal).getByRole('checkbox', { name: 'Push' })).not.toBeChecked();
  });

  it("should pre-register with the form's values, toast it, close the modal and read the list again", async () => {
    let listed = 0;
    const fetchMock = renderChampionships([championship('c1', { name: 'Spring Cup' })], {
      [registrationsOf('c1')]: () => ({ status: 200, body: ++listed === 1 ? [] : preRegistrations(1) }),
      [preRegisterTo('c1')]: { status: 200, body: { id: 'pr-1', championshipId: 'c1', updated: false } },
    });
    const modal = await openModal();

    await userEvent.type(
      within(modal).getByRole('textbox', { name: 'Team name (optional)' }),
      '  Alice Albion ',
    );
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Preferred formation' }),
      '3-5-2',
    );
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Push' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Pre-Register' }));

    expect(await findToast('Pre-registered for championship successfully!')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestBodies(fetchMock, preRegisterTo('c1'))).toEqual([
      {
        teamName: 'Alice Albion',
        preferredFormation: '3-5-2',
        notificationPreferences: { email: true, push: true },
      },
    ]);
    expect(await screen.findByRole('list', { name: 'Recent pre-registrations: Spring Cup' })).toBeVisible();
  });

  it("should say 'Registration updated successfully!' when the answer says updated", async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {
      [preRegisterTo('c1')]: { status: 200, body: { id: 'pr-1', championshipId: 'c1', updated: true } },
    });
    const modal = await openModal();

    await userEvent.click(within(modal).getByRole('button', { name: 'Pre-Register' }));

    expect(await findToast('Registration updated successfully!')).toBeVisible();
    expect(screen.queryByText('Pre-registered for championship successfully!')).not.toBeInTheDocument();
  });

  it('should close on Cancel and open again with an empty team name and 4-4-2', async () => {
    const fetchMock = renderChampionships([championship('c1', { name: 'Spring Cup' })]);
    let modal = await openModal();
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Team name (optional)' }), 'Draft FC');
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Preferred formation' }),
      '5-4-1',
    );
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Email' }));

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    modal = await openModal();

    expect(within(modal).getByRole('textbox', { name: 'Team name (optional)' })).toHaveValue('');
    expect(within(modal).getByRole('combobox', { name: 'Preferred formation' })).toHaveValue('4-4-2');
    expect(within(modal).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(requestBodies(fetchMock, preRegisterTo('c1'))).toEqual([]);
  });

  it('should open empty again after a successful pre-registration', async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {
      [preRegisterTo('c1')]: { status: 200, body: { id: 'pr-1', championshipId: 'c1', updated: false } },
    });
    let modal = await openModal();
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Team name (optional)' }), 'Done FC');
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Preferred formation' }),
      '4-3-3',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Pre-Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    modal = await openModal();

    expect(within(modal).getByRole('textbox', { name: 'Team name (optional)' })).toHaveValue('');
    expect(within(modal).getByRole('combobox', { name: 'Preferred formation' })).toHaveValue('4-4-2');
  });

  it("should toast 'Error' with 'HTTP {status}: {body}' and keep the modal open when refused", async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {
      [preRegisterTo('c1')]: {
        status: 409,
        body: { message: 'Pre-registration is closed for this championship' },
      },
    });
    const modal = await openModal();

    await userEvent.click(within(modal).getByRole('button', { name: 'Pre-Register' }));

    expect(await findToast('Error')).toHaveTextContent(
      'HTTP 409: Pre-registration is closed for this championship',
    );
    expect(dialog()).toBeVisible();
  });

  it('should show a plain-text error body as it came', async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {
      [preRegisterTo('c1')]: { status: 400, body: 'Bad request body' },
    });

    await userEvent.click(within(await openModal()).getByRole('button', { name: 'Pre-Register' }));

    expect(await findToast('Error')).toHaveTextContent('HTTP 400: Bad request body');
  });

  it('should fall back to the text of the page when no answer came', async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {
      [preRegisterTo('c1')]: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await userEvent.click(within(await openModal()).getByRole('button', { name: 'Pre-Register' }));

    expect(await findToast('Error')).toHaveTextContent(
      'Failed to pre-register. You may have already registered.',
    );
  });

  it('should show Registered once pre-registered, and open the modal again to update it', async () => {
    const entries: Record<string, MyEntry> = {};
    renderChampionships(
      [championship('c1', { name: 'Spring Cup' })],
      {
        [preRegisterTo('c1')]: () => (
          (entries.c1 = { registered: true }),
          { status: 200, body: { id: 'pr-1', championshipId: 'c1', updated: false } }
        ),
      },
      'alice',
      entries,
    );

    await userEvent.click(within(await openModal()).getByRole('button', { name: 'Pre-Register' }));

    expect(await findToast('Pre-registered for championship successfully!')).toBeVisible();
    const registered = await within(card('Spring Cup')).findByRole('button', {
      name: 'Registered: update your pre-registration for Spring Cup',
    });
    expect(registered).toHaveTextContent('Registered');
    expect(within(card('Spring Cup')).getByText('Pre-Registration Open')).toBeVisible();
    await userEvent.click(registered);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Pre-Register for Spring Cup');
  });

  it('should show a visitor no Registered state, only Pre-Register Now', async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {}, null, { c1: { registered: true } });

    expect(
      within(await findCard('Spring Cup')).getByRole('button', { name: 'Pre-Register Now' }),
    ).toBeEnabled();
  });

  it('should send a visitor to log in instead of opening the modal', async () => {
    renderChampionships([championship('c1', { name: 'Spring Cup' })], {}, null);

    await userEvent.click(
      within(await findCard('Spring Cup')).getByRole('button', { name: 'Pre-Register Now' }),
    );

    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await findToast('Log in to take part')).toBeVisible();
  });
});

describe('championships page: Join Championship', () => {
  const active = championship('c9', { name: 'Live Cup', status: 'active' });
  const join = async () =>
    userEvent.click(within(await findCard('Live Cup')).getByRole('button', { name: 'Join Championship' }));

  it("should join the championship's league with {} and toast it", async () => {
    const fetchMock = renderChampionships([active], {
      [joinTo('c9')]: { status: 200, body: { id: 'm-1', leagueId: 'c9', status: 'active' } },
    });

    await join();

    expect(await findToast('Joined championship successfully!')).toBeVisible();
    expect(requestBodies(fetchMock, joinTo('c9'))).toEqual([{}]);
  });

  it("should toast 'Error' with 'HTTP {status}: {body}' when refused for a reason the page does not know", async () => {
    renderChampionships([active], {
      [joinTo('c9')]: { status: 409, body: { message: 'Something new', reason: 'SOMETHING_NEW' } },
    });

    await join();

    expect(await findToast('Error')).toHaveTextContent('HTTP 409: Something new');
  });

  it('should say in words why a second join is refused, and show Member', async () => {
    const entries: Record<string, MyEntry> = {};
    renderChampionships(
      [active],
      {
        [joinTo('c9')]: {
          status: 409,
          body: { message: 'You are already a member of this league', reason: 'ALREADY_MEMBER' },
        },
      },
      'alice',
      entries,
    );
    const button = within(await findCard('Live Cup')).getByRole('button', { name: 'Join Championship' });
    // Joined meanwhile in another tab: this card has not read it yet.
    entries.c9 = { membership: 'ACTIVE' };

    await userEvent.click(button);

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('You are already a member of this championship.');
    expect(toast).not.toHaveTextContent('409');
    expect(
      await within(card('Live Cup')).findByRole('link', { name: 'Member: open Live Cup' }),
    ).toHaveAttribute('href', '/leagues/c9');
  });

  it('should show Member once joined, linking to the league', async () => {
    const entries: Record<string, MyEntry> = {};
    renderChampionships(
      [active],
      { [joinTo('c9')]: () => ((entries.c9 = { membership: 'ACTIVE' }), { status: 200, body: {} }) },
      'alice',
      entries,
    );

    await join();

    expect(await findToast('Joined championship successfully!')).toBeVisible();
    const member = await within(card('Live Cup')).findByRole('link', { name: 'Member: open Live Cup' });
    expect(member).toHaveTextContent('Member');
    expect(
      within(card('Live Cup')).queryByRole('button', { name: 'Join Championship' }),
    ).not.toBeInTheDocument();
  });

  it("should show 'Joining…' while the entry fee is being held", async () => {
    renderChampionships([active], {}, 'alice', { c9: { membership: 'PENDING' } });

    expect(
      await within(await findCard('Live Cup')).findByRole('button', { name: 'Joining…' }),
    ).toBeDisabled();
  });

  it('should fall back to the text of the page when no answer came', async () => {
    renderChampionships([active], {
      [joinTo('c9')]: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await join();

    expect(await findToast('Error')).toHaveTextContent(
      'Failed to join championship. You may already be a member.',
    );
  });

  it('should send a visitor to log in without joining', async () => {
    const fetchMock = renderChampionships([active], {}, null);

    await join();

    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(requestBodies(fetchMock, joinTo('c9'))).toEqual([]);
  });
});
