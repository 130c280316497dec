import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinLeagueDocument } from '@/features/leagues/api/league.mutations';
import { LEAGUE_LIVE_POLL_MS } from '@/features/leagues/hooks/use-league-details';
import { always, mutationMock, variablesOf } from '@/testing/apollo-test-link';
import {
  leagueDetails,
  leagueDetailsMock,
  leagueGameweek,
  membership,
  membershipMock,
  myLeaguesMock,
  standing,
} from '@/testing/league-fixtures';
import { renderLeagues } from '@/features/leagues/components/__tests__/leagues-test-harness';

const running = leagueDetails('l-1', 'Sunday Legends', {
  description: 'Only the bravest',
  status: 'ACTIVE',
  phase: 'RUNNING',
  memberCount: 3,
  maxParticipants: 10,
  entryFee: 50,
  prizePool: 300,
  firstPrize: 150,
  secondPrize: 90,
  thirdPrize: 60,
  pot: 400,
  prizeDetails: 'A signed ball for the winner',
  inviteCode: 'SUN123',
  myMembership: { __typename: 'LeagueMembership', id: 'm-alice', status: 'ACTIVE' },
  standings: [
    standing(1, 'bob', { points: 120, lastGameweekPoints: 70 }),
    standing(2, 'alice', { points: 95, lastGameweekPoints: 40 }),
  ],
  gameweeks: [
    leagueGameweek(5, [
      ['alice', 55],
      ['bob', 50],
    ]),
    leagueGameweek(
      6,
      [
        ['bob', 70],
        ['alice', 40],
      ],
      false,
    ),
  ],
});

const table = () => screen.getByRole('table', { name: 'Standings' });
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  jest.useRealTimers();
});

describe('league page (/leagues/:id)', () => {
  it('should show the name, status, where the league stands, its description and, to a member, the invite code to copy', async () => {
    const user = userEvent.setup();
    renderLeagues([always(leagueDetailsMock('l-1', running))], '/leagues/l-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Legends' })).toBeVisible();
    expect(screen.getByTestId('league-status')).toHaveTextContent('active');
    expect(screen.getByText('Being played: gameweeks 5 to 8. Standings update live.')).toBeVisible();
    expect(screen.getByText('Only the bravest')).toBeVisible();
    expect(screen.getByText('You are a member')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join League' })).not.toBeInTheDocument();

    expect(screen.getByTestId('invite-code')).toHaveTextContent('SUN123');
    await user.click(screen.getByRole('button', { name: 'Copy invite code' }));
    expect(await navigator.clipboard.readText()).toBe('SUN123');
    expect(await screen.findByText('Invite code copied')).toBeVisible();
  });

  it('should show the prizes: pool, 1st/2nd/3rd, entry fee, pot and prize details', async () => {
    renderLeagues([always(leagueDetailsMock('l-1', running))], '/leagues/l-1');

    const prizes = await screen.findByRole('region', { name: 'Prizes' });
    expect(prizes).toHaveTextContent(/Prize Pool\s*300 SPL/);
    expect(prizes).toHaveTextContent(/1st Prize\s*150 SPL/);
    expect(prizes).toHaveTextContent(/2nd Prize\s*90 SPL/);
    expect(prizes).toHaveTextContent(/3rd Prize\s*60 SPL/);
    expect(prizes).toHaveTextContent(/Entry Fee\s*50 SPL/);
    expect(prizes).toHaveTextContent(/Pot\s*400 SPL/);
    expect(prizes).toHaveTextContent('A signed ball for the winner');
    expect(within(prizes).queryByText('Final result')).not.toBeInTheDocument();
  });

  it("should show the standings (rank, manager, points, latest gameweek, prize) with the manager's own row marked, the members and each gameweek's scores", async () => {
    renderLeagues([always(leagueDetailsMock('l-1', running))], '/leagues/l-1');
    await screen.findByRole('heading', { level: 1, name: 'Sunday Legends' });

    const rows = within(table()).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['Rank', 'Manager', 'Points', 'Latest Gameweek', 'Prize']);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['#1', 'bob', '120', '70', '–'],
      ['#2', 'alice(you)', '95', '40', '–'],
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    // Wider than a phone: the table scrolls sideways in a region the keyboard can reach.
    expect(table().parentElement).toHaveAccessibleName('Standings table');
    expect(table().parentElement).toHaveAttribute('tabindex', '0');

    const members = region('Members');
    expect(members).toHaveTextContent('3 of 10 places taken (1 joining, entry fee being confirmed)');
    const names = within(within(members).getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual(['aliceCreator', 'bob']);

    const history = region('Gameweek History');
    const live = within(history).getByRole('region', { name: 'Gameweek 6 Live' });
    expect(
      within(live)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bob70 pts', 'alice40 pts']);
    expect(within(history).getByRole('region', { name: 'Gameweek 5' })).toHaveTextContent(
      /alice55 pts\s*bob50 pts/,
    );
  });

  it('should show who won what once the league is finished', async () => {
    const finished = leagueDetails('l-1', 'Sunday Legends', {
      status: 'CLOSED',
      phase: 'FINISHED',
      prizePool: 300,
      firstPrize: 150,
      secondPrize: 90,
      thirdPrize: 60,
      pot: 300,
      standings: [
        standing(1, 'bob', { points: 300, prize: 150 }),
        standing(2, 'alice', { points: 250, prize: 90 }),
        standing(3, 'carol', { points: 200, prize: 60 }),
        standing(4, 'dave', { points: 100 }),
      ],
    });
    renderLeagues([always(leagueDetailsMock('l-1', finished))], '/leagues/l-1');

    const prizes = await screen.findByRole('region', { name: 'Prizes' });
    expect(screen.getByText('Finished after gameweek 8.')).toBeVisible();
    expect(prizes).toHaveTextContent('Champion: bob');
    expect(
      within(within(prizes).getByRole('list', { name: 'Prizes won' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1 bobwon 150 SPL', '#2 alicewon 90 SPL', '#3 carolwon 60 SPL']);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/#1bob300\d+150 SPL/);
    expect(screen.queryByRole('button', { name: 'Join League' })).not.toBeInTheDocument();
  });

  it('should offer Join League to a manager who is not a member while the league takes members, and follow the entry fee', async () => {
    const open = leagueDetails('l-1', 'Sunday Legends', { entryFee: 50, standings: [standing(1, 'bob')] });
    const joined = leagueDetails('l-1', 'Sunday Legends', {
      entryFee: 50,
      memberCount: 4,
      inviteCode: 'SUN123',
      myMembership: { __typename: 'LeagueMembership', id: 'm-1', status: 'ACTIVE' },
      standings: [standing(1, 'bob'), standing(1, 'alice')],
    });
    const pending = membership('m-1', open, 'PENDING');
    renderLeagues(
      [
        leagueDetailsMock('l-1', open),
        mutationMock(JoinLeagueDocument, { leagueId: 'l-1' }, 'joinLeague', pending),
        membershipMock(membership('m-1', open, 'ACTIVE')),
        always(leagueDetailsMock('l-1', joined)),
        always(myLeaguesMock([])),
      ],
      '/leagues/l-1',
    );

    expect(await screen.findByText('Entry fee 50 SPL')).toBeVisible();
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));

    expect(await screen.findByText('Joining: your entry fee is being confirmed…')).toBeVisible();
    expect(await screen.findByText('Joined league')).toBeVisible();
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('SUN123');
    expect(screen.getByText('You are a member')).toBeVisible();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });

  it.each([
    ['closed', { status: 'CLOSED', phase: 'RUNNING' }],
    ['finished', { status: 'CLOSED', phase: 'FINISHED' }],
    ['cancelled', { status: 'OPEN', phase: 'CANCELLED' }],
    ['funding', { status: 'OPEN', phase: 'FUNDING' }],
  ] as const)('should not offer Join League on a %s league', async (_, state) => {
    renderLeagues(
      [always(leagueDetailsMock('l-2', leagueDetails('l-2', 'Packed House', state)))],
      '/leagues/l-2',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Packed House' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join League' })).not.toBeInTheDocument();
  });

  it('should send a non-member of a private league to its invite code, and show the code to a member only', async () => {
    const secret = leagueDetails('l-4', 'Inner Circle', { isPrivate: true });
    renderLeagues([always(leagueDetailsMock('l-4', secret))], '/leagues/l-4');

    expect(
      await screen.findByText(
        'Private league: join it with its invite code (Join League on the Leagues page).',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join League' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Invite code' })).not.toBeInTheDocument();
  });

  it('should show a member of a private league its invite code', async () => {
    const mine = leagueDetails('l-5', 'Inner Circle', {
      isPrivate: true,
      inviteCode: 'IN5IDE',
      myMembership: { __typename: 'LeagueMembership', id: 'm-5', status: 'ACTIVE' },
    });
    renderLeagues([always(leagueDetailsMock('l-5', mine))], '/leagues/l-5');

    expect(await screen.findByTestId('invite-code')).toHaveTextContent('IN5IDE');
    expect(screen.getByText('You are a member')).toBeVisible();
    expect(screen.queryByText(/Private league: join it/)).not.toBeInTheDocument();
  });

  it("should toast the server's refusal of a join from the league page", async () => {
    const open = leagueDetails('l-3', 'Late Comers', { standings: [standing(1, 'bob')] });
    renderLeagues(
      [
        always(leagueDetailsMock('l-3', open)),
        mutationMock(
          JoinLeagueDocument,
          { leagueId: 'l-3' },
          'joinLeague',
          new GraphQLError('This league has started', { extensions: { code: 'CONFLICT' } }),
        ),
      ],
      '/leagues/l-3',
    );
    expect(await screen.findByText('Free to join')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));

    expect(await screen.findByText('This league has started')).toBeVisible();
    expect(screen.getByText('Could not join league')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join League' })).toBeEnabled();
  });

  it('should say clearly when there is no such league', async () => {
    renderLeagues([always(leagueDetailsMock('nope', null))], '/leagues/nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'League not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All leagues' })).toHaveAttribute('href', '/leagues');
  });

  it('should say when the league could not be loaded, and read it again on Try again', async () => {
    renderLeagues(
      [
        { request: leagueDetailsMock('l-1', running).request, error: new Error('offline') },
        always(leagueDetailsMock('l-1', running)),
      ],
      '/leagues/l-1',
    );

    expect(await screen.findByText('The league could not be loaded.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'League Details' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Legends' })).toBeVisible();
  });

  it('should read a running league again every 15 s, so its standings move live', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const later = {
      ...running,
      standings: [
        standing(1, 'alice', { points: 160, lastGameweekPoints: 105 }),
        standing(2, 'bob', { points: 150, lastGameweekPoints: 100 }),
      ],
    };
    const { operations } = renderLeagues(
      [leagueDetailsMock('l-1', running), always(leagueDetailsMock('l-1', later))],
      '/leagues/l-1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Legends' })).toBeVisible();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('bob');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(LEAGUE_LIVE_POLL_MS - 1_000);
    });
    expect(variablesOf(operations, 'LeagueDetails')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });

    await waitFor(() =>
      expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/#1alice\(you\)160105/),
    );
    expect(variablesOf(operations, 'LeagueDetails')).toHaveLength(2);
  });

  it('should not read a league that is not being played again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const upcoming = { ...running, status: 'OPEN' as const, phase: 'UPCOMING' as const };
    const { operations } = renderLeagues([always(leagueDetailsMock('l-1', upcoming))], '/leagues/l-1');
    expect(await screen.findByText('Plays gameweeks 5 to 8, starting Nov 28, 15:00.')).toBeVisible();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(3 * LEAGUE_LIVE_POLL_MS);
    });

    expect(variablesOf(operations, 'LeagueDetails')).toHaveLength(1);
  });
});
