import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateLeagueDocument } from '@/features/leagues/api/league.mutations';
import { LeagueFundingDocument } from '@/features/leagues/api/league.queries';
import { STAKE_FOLLOW_DELAYS_MS } from '@/features/leagues/utils/follow-until';
import type { CreateLeagueInput, LeaguePhase } from '@/graphql/__generated__/graphql';
import { always, mutationMock, variablesOf } from '@/testing/apollo-test-link';
import {
  availableLeaguesMock,
  leagueCard,
  leagueDetails,
  leagueDetailsMock,
  myLeaguesMock,
  seasonGameweeksMock,
} from '@/testing/league-fixtures';
import { dialog, renderLeagues } from '@/features/leagues/components/__tests__/leagues-test-harness';

const gameweeks = seasonGameweeksMock([
  [4, '2026-11-21T15:00:00.000Z', 'FINISHED'],
  [5, '2026-11-28T15:00:00.000Z', 'LIVE'],
  [6, '2026-12-05T15:00:00.000Z', 'UPCOMING'],
  [7, '2026-12-12T15:00:00.000Z', 'UPCOMING'],
]);

function created(phase: LeaguePhase, overrides: Partial<ReturnType<typeof leagueCard>> = {}) {
  return { ...leagueCard('l-new', 'Derby Days', { phase, ...overrides }), inviteCode: 'DERBY7' };
}

const createMock = (input: CreateLeagueInput, answer: ReturnType<typeof created> | GraphQLError) =>
  mutationMock(CreateLeagueDocument, { input }, 'createLeague', answer);

// What the form sends when only the name is filled in.
const defaultInput = (name: string, overrides: Partial<CreateLeagueInput> = {}): CreateLeagueInput => ({
  name,
  maxParticipants: 20,
  entryFee: 0,
  prizePool: 0,
  firstPrize: 0,
  secondPrize: 0,
  thirdPrize: 0,
  ...overrides,
});

function fundingMock(answer: ReturnType<typeof created>): MockLink.MockedResponse {
  return {
    request: { query: LeagueFundingDocument, variables: { id: answer.id } },
    result: { data: { __typename: 'Query', league: answer } },
  };
}

async function openCreate(mocks: MockLink.MockedResponse[]) {
  const rendered = renderLeagues([
    always(myLeaguesMock([])),
    always(availableLeaguesMock([])),
    always(gameweeks),
    always(leagueDetailsMock('l-new', leagueDetails('l-new', 'Derby Days'))),
    ...mocks,
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
  return rendered;
}

afterEach(() => {
  jest.useRealTimers();
});

const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const moreButton = () => within(dialog()).getByRole('button', { name: 'Entry fee, prizes and gameweeks' });
const submit = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Create League' }));

/** Replaces what a field holds (pasted: quicker than typing each key). */
async function retype(name: string, value: string) {
  await userEvent.clear(field(name));
  if (value !== '') await userEvent.paste(value);
}

describe('leagues page (/leagues): Create League', () => {
  it('should show only name, max participants (20) and description, with the rest in a section opened on demand', async () => {
    await openCreate([]);

    expect(field('League name')).toHaveValue('');
    expect(field('Max participants')).toHaveValue('20');
    expect(field('Description (optional)')).toHaveValue('');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog()).queryByRole('textbox', { name: 'Entry fee (SPL)' })).not.toBeInTheDocument();

    await userEvent.click(moreButton());

    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Entry fee (SPL)',
      'Prize pool (SPL)',
      '1st prize (SPL)',
      '2nd prize (SPL)',
      '3rd prize (SPL)',
    ]) {
      expect(field(name)).toHaveValue('0');
    }
    expect(field('Prize details (optional)')).toBeVisible();
  });

  it("should offer the season's gameweeks not started yet, each with its start date, and the server's defaults first", async () => {
    await openCreate([]);
    await userEvent.click(moreButton());

    const first = within(dialog()).getByRole('combobox', { name: 'First gameweek' });
    await waitFor(() => expect(within(first).getAllByRole('option')).toHaveLength(3));
    expect(
      within(first)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The next gameweek', 'Gameweek 6 · starts Dec 5, 15:00', 'Gameweek 7 · starts Dec 12, 15:00']);
    const last = within(dialog()).getByRole('combobox', { name: 'Last gameweek' });
    expect(within(last).getAllByRole('option')[0]).toHaveTextContent('3 gameweeks after the first');
  });

  it("should need a name ('League name is required') and 2 to 100 participants", async () => {
    const { operations } = await openCreate([]);

    await retype('Max participants', '');
    await submit();
    expect(within(dialog()).getByText('League name is required')).toBeVisible();
    expect(field('League name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByText('Max participants must be between 2 and 100')).toBeVisible();

    await retype('League name', '   ');
    for (const typed of ['1', '101', 'ten']) {
      await retype('Max participants', typed);
      await submit();
      expect(within(dialog()).getByText('League name is required')).toBeVisible();
      expect(within(dialog()).getByText('Max participants must be between 2 and 100')).toBeVisible();
    }
    expect(variablesOf(operations, 'CreateLeague')).toEqual([]);
  });

  it('should need whole SPL amounts, and open the closed section to show what is wrong in it', async () => {
    const { operations } = await openCreate([]);
    await retype('League name', 'Derby Days');
    await userEvent.click(moreButton());
    await retype('Entry fee (SPL)', '-5');
    await userEvent.click(moreButton());
    await submit();

    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog()).getByText('Entry fee must be a whole number of SPL, 0 or more')).toBeVisible();
    expect(field('Entry fee (SPL)')).toHaveAttribute('aria-invalid', 'true');

    await retype('Entry fee (SPL)', '2.5');
    await submit();
    expect(within(dialog()).getByText('Entry fee must be a whole number of SPL, 0 or more')).toBeVisible();
    expect(variablesOf(operations, 'CreateLeague')).toEqual([]);
  });

  it("should keep the prizes within the prize pool ('Prizes cannot exceed the prize pool') and the gameweeks in order", async () => {
    const { operations } = await openCreate([]);
    await retype('League name', 'Derby Days');
    await userEvent.click(moreButton());
    await retype('Prize pool (SPL)', '100');
    await retype('1st prize (SPL)', '60');
    await retype('2nd prize (SPL)', '30');
    await retype('3rd prize (SPL)', '20');
    await submit();
    expect(within(dialog()).getByText('Prizes cannot exceed the prize pool')).toBeVisible();
    expect(field('Prize pool (SPL)')).toHaveAttribute('aria-invalid', 'true');

    await retype('3rd prize (SPL)', '10');
    const first = within(dialog()).getByRole('combobox', { name: 'First gameweek' });
    await waitFor(() => expect(within(first).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(first, '7');
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Last gameweek' }), '6');
    await submit();
    expect(within(dialog()).getByText('The last gameweek cannot come before the first')).toBeVisible();
    expect(within(dialog()).queryByText('Prizes cannot exceed the prize pool')).not.toBeInTheDocument();
    expect(variablesOf(operations, 'CreateLeague')).toEqual([]);
  });

  it('should create a free league with the defaults left to the server, toast it with its invite code and open its page', async () => {
    const { operations } = await openCreate([createMock(defaultInput('Derby Days'), created('UPCOMING'))]);

    await retype('League name', '  Derby Days ');
    await submit();

    expect(await screen.findByText('League created')).toBeVisible();
    expect(screen.getByText('Derby Days is open. Its invite code is DERBY7.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/leagues/l-new'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opened at once: nothing to follow.
    expect(variablesOf(operations, 'LeagueFunding')).toEqual([]);
  });

  it("should create a private league when 'Private league' is ticked, and a public one by default", async () => {
    const { operations } = await openCreate([
      createMock(defaultInput('Derby Days', { isPrivate: true }), created('UPCOMING')),
    ]);
    const box = within(dialog()).getByRole('checkbox', { name: /Private league/ });
    expect(box).not.toBeChecked();

    await retype('League name', 'Derby Days');
    await userEvent.click(box);
    await submit();

    expect(await screen.findByText('League created')).toBeVisible();
    expect(variablesOf(operations, 'CreateLeague')).toEqual([
      { input: defaultInput('Derby Days', { isPrivate: true }) },
    ]);
  });

  it('should send every field filled in, follow a prize pool until it is held, then open the league', async () => {
    const input = {
      name: 'Derby Days',
      maxParticipants: 8,
      description: 'Local rivals',
      entryFee: 25,
      prizePool: 100,
      firstPrize: 60,
      secondPrize: 30,
      thirdPrize: 10,
      prizeDetails: 'Bragging rights too',
      startGameweek: 6,
      endGameweek: 7,
    };
    const { operations } = await openCreate([
      createMock(input, created('FUNDING', { prizePool: 100 })),
      fundingMock(created('FUNDING', { prizePool: 100 })),
      fundingMock(created('UPCOMING', { prizePool: 100 })),
    ]);

    await retype('League name', 'Derby Days');
    await retype('Max participants', '8');
    await retype('Description (optional)', 'Local rivals');
    await userEvent.click(moreButton());
    await retype('Entry fee (SPL)', '25');
    await retype('Prize pool (SPL)', '100');
    await retype('1st prize (SPL)', '60');
    await retype('2nd prize (SPL)', '30');
    await retype('3rd prize (SPL)', '10');
    await retype('Prize details (optional)', 'Bragging rights too');
    const first = within(dialog()).getByRole('combobox', { name: 'First gameweek' });
    await waitFor(() => expect(within(first).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(first, '6');
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Last gameweek' }), '7');
    await submit();

    expect(await within(dialog()).findByRole('button', { name: 'Holding prize pool…' })).toBeDisabled();
    expect(await screen.findByText('League created')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/leagues/l-new'));
    expect(variablesOf(operations, 'CreateLeague')).toEqual([{ input }]);
    expect(variablesOf(operations, 'LeagueFunding')).toEqual([{ id: 'l-new' }, { id: 'l-new' }]);
  });

  it('should say so when the prize pool could not be held, and keep the form to change it', async () => {
    const input = defaultInput('Derby Days', { prizePool: 5_000 });
    await openCreate([
      createMock(input, created('FUNDING', { prizePool: 5_000 })),
      fundingMock(created('CANCELLED', { prizePool: 5_000 })),
    ]);

    await retype('League name', 'Derby Days');
    await userEvent.click(moreButton());
    await retype('Prize pool (SPL)', '5,000');
    await submit();

    expect(await screen.findByText('League not created')).toBeVisible();
    expect(
      screen.getByText('Your prize pool of 5,000 SPL could not be held. Nothing was taken.'),
    ).toBeVisible();
    expect(dialog()).toBeVisible();
    expect(field('Prize pool (SPL)')).toHaveValue('5,000');
    expect(within(dialog()).getByRole('button', { name: 'Create League' })).toBeEnabled();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/leagues');
  });

  it('should stop following a prize pool after about 20 s, say it is still being confirmed and open the league', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const funding = created('FUNDING', { prizePool: 100 });
    renderLeagues([
      always(myLeaguesMock([])),
      always(availableLeaguesMock([])),
      always(gameweeks),
      always(leagueDetailsMock('l-new', leagueDetails('l-new', 'Derby Days'))),
      createMock(defaultInput('Derby Days', { prizePool: 100 }), funding),
      always(fundingMock(funding)),
    ]);
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    await user.type(field('League name'), 'Derby Days');
    await user.click(moreButton());
    await user.clear(field('Prize pool (SPL)'));
    await user.type(field('Prize pool (SPL)'), '100');
    await user.click(within(dialog()).getByRole('button', { name: 'Create League' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STAKE_FOLLOW_DELAYS_MS.reduce((total, delay) => total + delay, 0));
    });

    expect(await screen.findByText('League being set up')).toBeVisible();
    expect(
      screen.getByText(
        'Your prize pool for Derby Days is still being confirmed; the league opens once it is held.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/leagues/l-new'));
  });

  it("should toast the server's refusal with its message and keep the dialog open", async () => {
    await openCreate([
      createMock(
        defaultInput('Derby Days'),
        new GraphQLError('This league has started', { extensions: { code: 'BAD_USER_INPUT' } }),
      ),
    ]);

    await retype('League name', 'Derby Days');
    await submit();

    expect(await screen.findByText('This league has started')).toBeVisible();
    expect(screen.getByText('League not created')).toBeVisible();
    expect(dialog()).toBeVisible();
  });
});
