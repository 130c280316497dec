import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { TeamPage } from '@/app/routes/team-page';
import { Toaster } from '@/components/ui/toast';
import { MyAchievementsDocument } from '@/features/achievements';
import { GameweekStatusDocument } from '@/features/matches';
import { MyStatsDocument, TeamPageDocument } from '@/features/squads';
import { SaveSquadDocument, SetCaptainDocument } from '@/features/squads/api/squad.mutations';
import type { ManagerStatsFieldsFragment, SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import type { GameweekStatus } from '@/testing/gameweek-status';
import { createApolloTestLink, mutationMock } from '@/testing/apollo-test-link';
import { findToast } from '@/testing/find-toast';
import { nextLockMock } from '@/testing/game-clock-fixtures';
import { sevenAchievements } from '@/testing/achievement-fixtures';
import { formationLayouts, fullXi, managerStats, squad } from '@/testing/squad-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';

const savedSquad = squad({
  teamName: 'Alice Albion',
  starters: fullXi,
  bench: ['c-gk2', 'c-cb3'],
  captainCardId: 'c-st',
  viceCaptainCardId: 'c-cm1',
  ratings: { __typename: 'SquadRatings', overall: 72, chemistry: 64, attack: 75, defense: 70 },
});
const stats = managerStats({
  totalPoints: 57,
  rank: 3,
  teamValue: 340,
  weeklyPoints: 21,
  matchesPlayed: 2,
  averagePoints: 28.5,
  gameweeks: [
    { __typename: 'ManagerGameweekPoints', gameweek: 1, points: 36, final: true },
    { __typename: 'ManagerGameweekPoints', gameweek: 2, points: 21, final: false },
  ],
});

/** The saved squad as saveSquad takes it, with `change` made: what /team sends for one change. */
function saveInputWith(change: { bench?: string[]; viceCaptainCardId?: string }) {
  return {
    teamName: 'Alice Albion',
    formation: '4-3-3',
    starters: fullXi,
    bench: ['c-gk2', 'c-cb3'],
    captainCardId: 'c-st',
    viceCaptainCardId: 'c-cm1',
    ...change,
  };
}

function teamMock(mySquad: SquadFieldsFragment = savedSquad, myStats = stats): MockLink.MockedResponse {
  return {
    request: { query: TeamPageDocument },
    result: { data: { __typename: 'Query', formations: formationLayouts, mySquad, myStats } },
  };
}

function gameweeksMock(status: GameweekStatus): MockLink.MockedResponse {
  return {
    request: { query: GameweekStatusDocument },
    result: {
      data: {
        __typename: 'Query',
        liveGameweek: status === 'LIVE' ? { __typename: 'Gameweek', number: 2 } : null,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function statsMock(myStats: ManagerStatsFieldsFragment): MockLink.MockedResponse {
  return { request: { query: MyStatsDocument }, result: { data: { __typename: 'Query', myStats } } };
}

function achievementsMock(myAchievements = sevenAchievements): MockLink.MockedResponse {
  return {
    request: { query: MyAchievementsDocument },
    result: { data: { __typename: 'Query', myAchievements } },
  };
}

function renderTeam(mocks: MockLink.MockedResponse[], path = '/team') {
  const { link, gate } = createApolloTestLink([...mocks, achievementsMock(), nextLockMock()]);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username="alice">
        <MemoryRouter initialEntries={[path]}>
          <TeamPage />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return gate;
}

function stat(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('stat-value');
}

afterEach(() => {
  jest.useRealTimers();
});

describe('team management page (/team)', () => {
  it('should show the ratings Overall, Chemistry, Attack and Defense', async () => {
    renderTeam([teamMock(), gameweeksMock('FINISHED')]);
    await screen.findByRole('region', { name: 'Squad Overview' });

    expect(stat('Overall')).toHaveTextContent('72');
    expect(stat('Chemistry')).toHaveTextContent('64');
    expect(stat('Attack')).toHaveTextContent('75');
    expect(stat('Defense')).toHaveTextContent('70');
  });

  it('should draw the pitch of every formation, the saved one first', async () => {
    renderTeam([teamMock(), gameweeksMock('FINISHED')]);
    await screen.findByRole('region', { name: 'Squad Overview' });
    const formations = within(screen.getByRole('group', { name: 'Formation' })).getAllByRole('button');
    expect(formations.map((b) => b.textContent)).toEqual(['4-3-3(saved)', '4-4-2', '3-5-2', '4-2-3-1']);
    expect(screen.getByRole('group', { name: 'Pitch, 4-3-3' })).toBeVisible();

    for (const formation of ['4-4-2', '3-5-2', '4-2-3-1']) {
      await userEvent.click(screen.getByRole('button', { name: formation }));
      const pitch = screen.getByRole('group', { name: `Pitch, ${formation}` });
      expect(within(pitch).getAllByTestId('pitch-slot')).toHaveLength(11);
      expect(within(pitch).getByRole('img', { name: /^GK: Aldo Ashwell/ })).toBeVisible();
    }
    expect(
      within(screen.getByRole('group', { name: 'Pitch, 4-2-3-1' })).getByRole('img', {
        name: 'ST: Kofi Brannock, overall 80, captain',
      }),
    ).toBeVisible();
    // The wingers have no slot in 4-2-3-1: the preview names them.
    expect(
      screen.getByText(
        'Your players placed in 4-2-3-1 (no place for Nils Ober, Otto Penn); save it in the Squad Builder to play it.',
      ),
    ).toBeVisible();
  });

  it('should list the squad with Captain on the captain and Make Captain, which calls setCaptain', async () => {
    const changed = { ...savedSquad, captainCardId: 'c-cm1', viceCaptainCardId: null };
    renderTeam([
      teamMock(),
      gameweeksMock('FINISHED'),
      {
        request: { query: SetCaptainDocument, variables: { cardId: 'c-cm1' } },
        result: { data: { __typename: 'Mutation', setCaptain: changed } },
      },
    ]);
    const overview = await screen.findByRole('region', { name: 'Squad Overview' });
    const xi = within(overview).getByRole('list', { name: 'Starting XI' });
    expect(within(xi).getAllByTestId('player-card')).toHaveLength(11);
    expect(within(xi).getByRole('button', { name: 'Kofi Brannock is captain' })).toHaveTextContent('Captain');
    expect(within(overview).getByRole('list', { name: 'Bench' })).toHaveTextContent('Bram Voss');

    await userEvent.click(within(xi).getByRole('button', { name: 'Make Hugo Garrow captain' }));

    expect(await within(xi).findByRole('button', { name: 'Hugo Garrow is captain' })).toBeVisible();
    expect(within(xi).getByRole('button', { name: 'Make Kofi Brannock captain' })).toBeEnabled();
    expect(await screen.findByText('Captain set')).toBeVisible();
  });

  it('should move the armband at once and put it back with a toast when the server refuses', async () => {
    const gate = renderTeam([
      teamMock(),
      gameweeksMock('FINISHED'),
      mutationMock(
        SetCaptainDocument,
        { cardId: 'c-rw' },
        'setCaptain',
        new GraphQLError(
          "Otto Penn's match has kicked off: the captain armband cannot move to or from him until the gameweek ends",
          { extensions: { code: 'CONFLICT', reason: 'ARMBAND_LOCKED' } },
        ),
      ),
    ]);
    const xi = await screen.findByRole('list', { name: 'Starting XI' });
    gate.hold('SetCaptain');

    await userEvent.click(within(xi).getByRole('button', { name: 'Make Otto Penn captain' }));

    // Before any answer: Otto wears the armband on the list and on the pitch.
    expect(within(xi).getByRole('button', { name: 'Otto Penn is captain' })).toBeVisible();
    expect(within(xi).getByRole('button', { name: 'Make Kofi Brannock captain' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'RW: Otto Penn, overall 71, captain' })).toBeVisible();

    act(() => gate.release());

    const toast = await findToast("Couldn't make Otto Penn captain");
    expect(toast).toHaveTextContent(
      "Otto Penn's match has kicked off: the captain armband cannot move to or from him until the gameweek ends. Your captain is back to Kofi Brannock.",
    );
    expect(within(xi).getByRole('button', { name: 'Kofi Brannock is captain' })).toBeVisible();
    expect(within(xi).getByRole('button', { name: 'Make Otto Penn captain' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'ST: Kofi Brannock, overall 80, captain' })).toBeVisible();
  });

  it('should say the squad service was not reached when a captain change gets no answer, and put the armband back', async () => {
    const gate = renderTeam([
      teamMock(),
      gameweeksMock('FINISHED'),
      {
        request: { query: SetCaptainDocument, variables: { cardId: 'c-rw' } },
        error: new Error('Failed to fetch'),
      },
    ]);
    const xi = await screen.findByRole('list', { name: 'Starting XI' });
    gate.hold('SetCaptain');

    await userEvent.click(within(xi).getByRole('button', { name: 'Make Otto Penn captain' }));
    expect(within(xi).getByRole('button', { name: 'Otto Penn is captain' })).toBeVisible();
    act(() => gate.release());

    expect(await findToast("Couldn't make Otto Penn captain")).toHaveTextContent(
      'The squad service could not be reached. Check your connection and try again. Your captain is back to Kofi Brannock.',
    );
    expect(within(xi).getByRole('button', { name: 'Kofi Brannock is captain' })).toBeVisible();
  });

  it('should make a starter vice-captain at once with saveSquad, keeping him when the server agrees', async () => {
    const input = saveInputWith({ viceCaptainCardId: 'c-rw' });
    const gate = renderTeam([
      teamMock(),
      gameweeksMock('FINISHED'),
      mutationMock(SaveSquadDocument, { input }, 'saveSquad', { ...savedSquad, viceCaptainCardId: 'c-rw' }),
    ]);
    const xi = await screen.findByRole('list', { name: 'Starting XI' });
    expect(within(xi).getByRole('button', { name: 'Hugo Garrow is vice-captain' })).toBeDisabled();
    gate.hold('SaveSquad');

    await userEvent.click(within(xi).getByRole('button', { name: 'Make Otto Penn vice-captain' }));

    expect(within(xi).getByRole('button', { name: 'Otto Penn is vice-captain' })).toBeVisible();
    expect(within(xi).getByRole('button', { name: 'Make Hugo Garrow vice-captain' })).toBeInTheDocument();
    act(() => gate.release());

    await waitFor(() =>
      expect(within(xi).getByRole('button', { name: 'Make Hugo Garrow vice-captain' })).toBeEnabled(),
    );
    expect(within(xi).getByRole('button', { name: 'Otto Penn is vice-captain' })).toBeVisible();
  });

  it('should put the vice-captain back with a toast when the server refuses the change', async () => {
    const input = saveInputWith({ viceCaptainCardId: 'c-rw' });
    const gate = renderTeam([
      teamMock(),
      gameweeksMock('FINISHED'),
      mutationMock(
        SaveSquadDocument,
        { input },
        'saveSquad',
        new GraphQLError('Too many squad changes. Try again in 20 seconds.', {
          extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
        }),
      ),
    ]);
    const xi = await screen.findByRole('list', { name: 'Starting XI' });
    gate.hold('SaveSquad');

    await userEvent.click(within(xi).getByRole('button', { name: 'Make Otto Penn vice-captain' }));
    expect(within(xi).getByRole('button', { name: 'Otto Penn is vice-captain' })).toBeVisible();
    act(() => gate.release());

    expect(await findToast("Couldn't make Otto Penn vice-captain")).toHaveTextContent(
      'Too many squad changes. Try again in 20 seconds. Your vice-captain is back to Hugo Garrow.',
    );
    expect(within(xi).getByRole('button', { name: 'Hugo Garrow is vice-captain' })).toBeVisible();
    expect(within(xi).getByRole('button', { name: 'Make Otto Penn vice-captain' })).toBeEnabled();
  });

  it('should reorder the bench at once and put it back in its saved order with a toast on refusal', async () => {
    const input = saveInputWith({ bench: ['c-cb3', 'c-gk2'] });
    const gate = renderTeam([
      teamMock(),
      gameweeksMock('FINISHED'),
      mutationMock(
        SaveSquadDocument,
        { input },
        'saveSquad',
        new GraphQLError(
          "Bram Voss's match has kicked off: he stays on your bench (place 1) until the gameweek ends",
          { extensions: { code: 'CONFLICT', reason: 'PLAYER_LOCKED' } },
        ),
      ),
    ]);
    const bench = await screen.findByRole('list', { name: 'Bench' });
    const subs = () =>
      within(bench)
        .getAllByTestId('player-card')
        .map((li) => li.textContent);
    expect(subs()).toEqual([expect.stringContaining('Bram Voss'), expect.stringContaining('Gus Hale')]);
    expect(within(bench).getByRole('button', { name: 'Move Bram Voss up the bench' })).toBeDisabled();
    gate.hold('SaveSquad');

    await userEvent.click(within(bench).getByRole('button', { name: 'Move Bram Voss down the bench' }));

    expect(subs()).toEqual([expect.stringContaining('Gus Hale'), expect.stringContaining('Bram Voss')]);
    act(() => gate.release());

    expect(await findToast("Couldn't move Bram Voss down the bench")).toHaveTextContent(
      "Bram Voss's match has kicked off: he stays on your bench (place 1) until the gameweek ends. Your bench is back in its saved order.",
    );
    expect(subs()).toEqual([expect.stringContaining('Bram Voss'), expect.stringContaining('Gus Hale')]);
  });

  it('should show each player’s lock time, mark the locked ones and not offer the armband a lock forbids', async () => {
    const cardLock = (cardId: string, lockAt: string, locked: boolean) => ({
      __typename: 'SquadCardLock' as const,
      cardId,
      lockAt,
      locked,
    });
    // The captain (Kofi Brannock) and Hugo Garrow kicked off; Otto Penn's match is later.
    const live = {
      ...savedSquad,
      locks: {
        __typename: 'SquadLocks' as const,
        gameweek: 2,
        live: true,
        cards: [
          cardLock('c-st', '2026-11-24T15:00:00Z', true),
          cardLock('c-cm1', '2026-11-24T15:00:00Z', true),
          cardLock('c-rw', '2026-11-24T21:05:00Z', false),
        ],
      },
    };
    renderTeam([teamMock(live), gameweeksMock('FINISHED')]);
    const overview = await screen.findByRole('region', { name: 'Squad Overview' });
    const xi = within(overview).getByRole('list', { name: 'Starting XI' });
    const row = (name: string) =>
      within(xi)
        .getAllByTestId('player-card')
        .find((li) => li.textContent?.includes(name))!;

    expect(
      within(overview).getByText("Gameweek 2 is live: each player locks at his match's kick-off."),
    ).toBeVisible();
    // The next lock is the countdown panel's to say, once.
    expect(await screen.findByRole('region', { name: /^Next lock/ })).toBeVisible();
    expect(screen.getAllByText(/next lock/i)).toHaveLength(1);
    expect(within(row('Kofi Brannock')).getByTestId('lock-mark')).toHaveTextContent('Locked');
    expect(within(row('Otto Penn')).getByTestId('lock-mark')).toHaveTextContent(/^Locks Nov 24, \d\d:05$/);
    expect(screen.getByTestId('captain-locked')).toHaveTextContent("Your captain's match has kicked off");
    // The captain is locked: no one else may take the armband, locked or not.
    const makeOtto = within(xi).getByRole('button', { name: 'Make Otto Penn captain' });
    expect(makeOtto).toBeDisabled();
    expect(makeOtto).toHaveAccessibleDescription(/the armband stays with him until the gameweek ends/);
    expect(within(xi).getByRole('button', { name: 'Make Hugo Garrow captain' })).toHaveAccessibleDescription(
      'His match has kicked off: he cannot take the armband now.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Pitch, 4-3-3' })).getByRole('img', {
        name: 'ST: Kofi Brannock, overall 80, captain, locked',
      }),
    ).toBeVisible();
  });

  it("should say 'No players in your squad yet' for an empty squad", async () => {
    renderTeam([teamMock(squad(), managerStats()), gameweeksMock('UPCOMING')]);

    expect(await screen.findByText('No players in your squad yet')).toBeVisible();
    expect(screen.getByText('Add players from the marketplace')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buy Players' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByText(/No gameweek played yet/)).toBeVisible();
  });

  it('should show Performance Stats with a bar per gameweek and a table of them', async () => {
    renderTeam([teamMock(), gameweeksMock('FINISHED')]);
    const performance = await screen.findByRole('region', { name: 'Performance Stats' });

    expect(stat('Total Points')).toHaveTextContent('57');
    expect(stat('Global Rank')).toHaveTextContent('#3');
    expect(stat('Matches Played')).toHaveTextContent('2');
    expect(stat('Average Points')).toHaveTextContent('28.5');
    expect(
      within(performance).getByRole('figure', {
        name: 'Points per gameweek; the faded bar is still being played.',
      }),
    ).toBeVisible();
    const rows = within(within(performance).getByRole('table', { name: 'Points per gameweek' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Gameweek 136', 'Gameweek 221 (live)']);
    expect(
      within(performance).getByTestId('gameweek-chart').querySelectorAll('.recharts-bar-rectangle'),
    ).toHaveLength(2);
  });

  it("should show the manager's achievements, unlocked first, then those closest to unlocking", async () => {
    renderTeam([teamMock(), gameweeksMock('FINISHED')]);
    const panel = await screen.findByRole('region', { name: 'Achievements' });

    const shown = within(await within(panel).findByRole('list', { name: 'Your achievements' })).getAllByRole(
      'listitem',
    );
    expect(shown.map((item) => item.getAttribute('aria-label'))).toEqual([
      'First Goal, unlocked',
      'Legend Collector, unlocked',
      'Hat-trick Hero, locked',
      'Century Club, locked',
    ]);
    expect(shown[2]).toHaveTextContent('2 / 3');
    expect(within(panel).getByRole('link', { name: 'View all achievements' })).toHaveAttribute(
      'href',
      '/achievements',
    );
  });

  it('should bring Performance Stats into view when opened as /team#performance', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderTeam([teamMock(), gameweeksMock('FINISHED')], '/team#performance');

    const heading = await screen.findByRole('heading', { name: 'Performance Stats' });

    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('should update the figures every 5 s while a gameweek is live, without a reload', async () => {
    jest.useFakeTimers();
    renderTeam([
      teamMock(),
      gameweeksMock('LIVE'),
      statsMock({ ...stats, totalPoints: 63, weeklyPoints: 27 }),
    ]);
    await screen.findByRole('region', { name: 'Performance Stats' });
    expect(stat('Total Points')).toHaveTextContent('57');

    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(stat('Total Points')).toHaveTextContent('57');
    // The read goes out at 5 s; the mocked answer lands a moment later.
    await act(() => jest.advanceTimersByTimeAsync(200));

    expect(stat('Total Points')).toHaveTextContent('63');
    expect(stat('Average Points')).toHaveTextContent('28.5');
  });
});
