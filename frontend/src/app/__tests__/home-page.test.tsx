import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { HomePage } from '@/app/routes/home-page';
import { HomePageDocument } from '@/features/matches/api/home-page.query';
import { LiveMatchesPollDocument } from '@/features/matches/api/live-matches-poll.query';
import { TopPerformersRefreshDocument } from '@/features/matches/api/top-performers-refresh.query';
import { MatchDialogDocument } from '@/features/matches/api/match-dialog.query';
import { GameweekStatusDocument } from '@/features/matches';
import { MyStatsDocument } from '@/features/squads';
import type { LiveMatchFieldsFragment, ManagerStatsFieldsFragment } from '@/graphql/__generated__/graphql';
import type { GameweekStatus } from '@/testing/gameweek-status';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { nextLockMock } from '@/testing/game-clock-fixtures';
import { clubs, liveMatchRow, liveMatchUpdate, matchAction, topPerformance } from '@/testing/match-fixtures';
import { managerStats } from '@/testing/squad-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';

const liveMatch = liveMatchRow();
const finishedMatch = liveMatchRow({
  id: 'match-2',
  status: 'FT',
  minute: 90,
  homeScore: 2,
  awayScore: 2,
  homeClub: clubs.stormhaven,
  awayClub: clubs.duskwater,
});
const performers = [
  topPerformance('Kofi Brannock', 14),
  topPerformance('Hugo Garrow', 9, { position: 'CM' }),
];

function homePageMock(
  liveMatches: LiveMatchFieldsFragment[],
  topPerformers = performers,
): MockLink.MockedResponse {
  return {
    request: { query: HomePageDocument },
    result: { data: { __typename: 'Query', liveMatches, topPerformers } },
  };
}

function gameweeksMock(status: GameweekStatus): MockLink.MockedResponse {
  return {
    request: { query: GameweekStatusDocument },
    result: {
      data: {
        __typename: 'Query',
        liveGameweek: status === 'LIVE' ? { __typename: 'Gameweek', number: 7 } : null,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function myStatsMock(myStats: ManagerStatsFieldsFragment): MockLink.MockedResponse {
  return { request: { query: MyStatsDocument }, result: { data: { __typename: 'Query', myStats } } };
}

const aliceStats = managerStats({ totalPoints: 1234, rank: 42, teamValue: 2150, weeklyPoints: 18 });

function Url() {
  const { pathname, search } = useLocation();
  return <div data-testid="url">{pathname + search}</div>;
}

function renderHome({
  mocks,
  username = 'alice',
  path = '/',
  gameweekStatus = 'UPCOMING',
  stats = [aliceStats],
}: {
  mocks: MockLink.MockedResponse[];
  username?: string | null;
  path?: string;
  gameweekStatus?: GameweekStatus;
  /** The manager's figures, one answer per read of myStats. */
  stats?: ManagerStatsFieldsFragment[];
}) {
  const { link, subscriptions } = createApolloTestLink([
    ...mocks,
    gameweeksMock(gameweekStatus),
    ...stats.map(myStatsMock),
    nextLockMock(),
  ]);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username={username}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
          </Routes>
          <Url />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { subscriptions };
}

async function matchRow(homeClubName: string) {
  const name = await screen.findByText(homeClubName);
  const row = name.closest<HTMLElement>('[data-testid="live-match-row"]');
  if (!row) throw new Error(`no live match row for ${homeClubName}`);
  return row;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('home page live panels', () => {
  it('should show skeletons, then each match (teams, score, status) and the top performers', async () => {
    renderHome({ mocks: [homePageMock([liveMatch, finishedMatch])] });

    expect(screen.getByText('Loading live matches…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('Loading top performers…')).toBeInTheDocument();

    const live = await matchRow('Ravenmoor Rovers');
    expect(live).toHaveTextContent("Ravenmoor Rovers1-0Eldergate AthleticLIVE 67'");
    expect(live).toHaveAttribute('href', '/?match=match-1');
    expect(await matchRow('Stormhaven City')).toHaveTextContent('Stormhaven City2-2Duskwater WanderersFT');

    const topPerformers = within(screen.getByRole('list', { name: 'Top performers' })).getAllByRole(
      'listitem',
    );
    expect(topPerformers.map((row) => row.textContent)).toEqual([
      '1Kofi BrannockSTRAV14pts',
      '2Hugo GarrowCMRAV9pts',
    ]);
    expect(screen.getByText('Fantasy points in gameweek 7')).toBeInTheDocument();
    expect(screen.queryByText('Loading live matches…')).not.toBeInTheDocument();
  });

  it('should say so when no match is live', async () => {
    renderHome({ mocks: [homePageMock([], [])] });

    expect(await screen.findByText('No live matches right now')).toBeInTheDocument();
    expect(screen.getByText('No points scored yet this gameweek')).toBeInTheDocument();
  });

  it('should show an error with a retry, not sample data, when the panels cannot load', async () => {
    renderHome({
      mocks: [
        { request: { query: HomePageDocument }, error: new Error('gateway down') },
        homePageMock([liveMatch]),
      ],
    });

    const alert = await screen.findByText('Live matches could not be loaded.');
    expect(screen.getByText('Top performers could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No live matches right now')).not.toBeInTheDocument();

    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));

    expect(await matchRow('Ravenmoor Rovers')).toHaveTextContent('1-0');
  });

  it('should apply a liveMatchUpdated payload to the match in place and highlight the goal', async () => {
    const { subscriptions } = renderHome({ mocks: [homePageMock([liveMatch, finishedMatch])] });
    const row = await matchRow('Ravenmoor Rovers');
    const score = within(row).getByTestId('live-match-score');
    expect(screen.getByText('Scores update live')).toBeInTheDocument();
    expect(subscriptions.operation?.operationName).toBe('LiveMatchUpdated');

    act(() =>
      subscriptions.simulateResult({ result: liveMatchUpdate(liveMatch, { homeScore: 2, minute: 71 }) }),
    );

    // The same element, now with the new score: updated in place, not re-rendered from a reload.
    await waitFor(() => expect(score).toHaveTextContent('2-0'));
    expect(row).toHaveTextContent("LIVE 71'");
    expect(row).toHaveAttribute('data-goal-highlight', 'true');
    expect(row).toHaveTextContent('Goal');
    expect(screen.getAllByTestId('live-match-row')).toHaveLength(2);
  });

  it('should ignore a payload whose version is not newer than the one shown', async () => {
    const { subscriptions } = renderHome({ mocks: [homePageMock([liveMatch])] });
    const row = await matchRow('Ravenmoor Rovers');

    act(() =>
      subscriptions.simulateResult({ result: liveMatchUpdate(liveMatch, { homeScore: 2, version: 7 }) }),
    );
    await waitFor(() => expect(row).toHaveTextContent('2-0'));

    // Delivered late: version 6 was overtaken by version 7.
    act(() =>
      subscriptions.simulateResult({
        result: liveMatchUpdate(liveMatch, { homeScore: 1, awayScore: 1, version: 6 }),
      }),
    );
    // The same version again (a duplicate delivery) changes nothing either.
    act(() =>
      subscriptions.simulateResult({
        result: liveMatchUpdate(liveMatch, { homeScore: 3, minute: 88, version: 7 }),
      }),
    );

    // A newer payload that only moves the clock marks the point where the stale ones were processed.
    act(() =>
      subscriptions.simulateResult({
        result: liveMatchUpdate(liveMatch, { homeScore: 2, minute: 75, version: 8 }),
      }),
    );
    await waitFor(() => expect(row).toHaveTextContent("LIVE 75'"));
    expect(within(row).getByTestId('live-match-score')).toHaveTextContent('2-0');
  });

  it('should end the goal highlight after a short while', async () => {
    jest.useFakeTimers();
    const { subscriptions } = renderHome({ mocks: [homePageMock([liveMatch])] });
    const row = await matchRow('Ravenmoor Rovers');

    act(() => subscriptions.simulateResult({ result: liveMatchUpdate(liveMatch, { awayScore: 1 }) }));
    await waitFor(() => expect(row).toHaveAttribute('data-goal-highlight', 'true'));

    act(() => jest.advanceTimersByTime(3_000));

    expect(row).not.toHaveAttribute('data-goal-highlight');
    expect(row).toHaveTextContent('1-1');
  });

  it('should add a match that kicks off while the page is open', async () => {
    const { subscriptions } = renderHome({ mocks: [homePageMock([liveMatch])] });
    await matchRow('Ravenmoor Rovers');
    const kickedOff = liveMatchRow({
      id: 'match-3',
      minute: 1,
      homeScore: 0,
      homeClub: clubs.ironvale,
      awayClub: clubs.silverport,
      version: 0,
    });

    act(() => subscriptions.simulateResult({ result: liveMatchUpdate(kickedOff, {}) }));

    expect(await matchRow('Ironvale Harriers')).toHaveTextContent(
      "Ironvale Harriers0-0Silverport AlbionLIVE 1'",
    );
    expect(screen.getAllByTestId('live-match-row')).toHaveLength(2);
  });

  it('should poll the live matches every 15 s for a visitor, who cannot subscribe', async () => {
    jest.useFakeTimers();
    const polled = liveMatchRow({ homeScore: 3, minute: 80, version: 9 });
    const { subscriptions } = renderHome({
      username: null,
      mocks: [
        homePageMock([liveMatch]),
        {
          request: { query: LiveMatchesPollDocument },
          result: { data: { __typename: 'Query', liveMatches: [polled] } },
        },
      ],
    });
    const row = await matchRow('Ravenmoor Rovers');
    expect(screen.getByText('Scores refresh every 15 seconds')).toBeInTheDocument();
    expect(subscriptions.operation).toBeUndefined();

    await act(() => jest.advanceTimersByTimeAsync(14_000));
    expect(row).toHaveTextContent('1-0');

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(within(row).getByTestId('live-match-score')).toHaveTextContent('3-0');
    expect(row).toHaveTextContent("LIVE 80'");
  });

  it('should fall back to polling when the subscription is refused', async () => {
    const { subscriptions } = renderHome({ mocks: [homePageMock([liveMatch])] });
    await matchRow('Ravenmoor Rovers');
    expect(screen.getByText('Scores update live')).toBeInTheDocument();

    act(() => subscriptions.simulateResult({ error: new Error('Unauthorized') }));

    expect(await screen.findByText('Scores refresh every 15 seconds')).toBeInTheDocument();
  });

  it('should open a match from its row in a dialog, and close it back to home', async () => {
    const detail = {
      ...liveMatch,
      actions: [matchAction('action-1', { minute: 12, footballer: 'Kofi Brannock', assist: 'Hugo Garrow' })],
    };
    renderHome({
      mocks: [
        homePageMock([liveMatch]),
        {
          request: { query: MatchDialogDocument, variables: { id: 'match-1' } },
          result: { data: { __typename: 'Query', match: detail } },
        },
      ],
    });

    await userEvent.click(await matchRow('Ravenmoor Rovers'));

    const dialog = await screen.findByRole('dialog', { name: 'Ravenmoor Rovers vs Eldergate Athletic' });
    expect(screen.getByTestId('url')).toHaveTextContent('/?match=match-1');
    expect(await within(dialog).findByText('Kofi Brannock')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
  });

  it('should open the dialog from a shared link (/?match=<id>)', async () => {
    renderHome({
      path: '/?match=match-1',
      mocks: [
        homePageMock([liveMatch]),
        {
          request: { query: MatchDialogDocument, variables: { id: 'match-1' } },
          result: { data: { __typename: 'Query', match: { ...liveMatch, actions: [] } } },
        },
      ],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Ravenmoor Rovers vs Eldergate Athletic' });
    expect(within(dialog).getByText('Nothing has happened yet.')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
  });
});

function stat(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('stat-value');
}

describe('home page stats and quick actions', () => {
  it("should show the manager's Total Points, Global Rank, Team Value and This Week", async () => {
    renderHome({ mocks: [homePageMock([liveMatch])] });

    await waitFor(() => expect(stat('Total Points')).toHaveTextContent('1,234'));
    expect(stat('Global Rank')).toHaveTextContent('#42');
    expect(stat('Team Value')).toHaveTextContent('2,150 SPL');
    expect(stat('This Week')).toHaveTextContent('18');
  });

  it('should ask a visitor to log in instead of showing figures', async () => {
    renderHome({ mocks: [homePageMock([liveMatch])], username: null, stats: [] });

    expect(await screen.findByText('Log in to see your points')).toBeVisible();
    expect(stat('Total Points')).toHaveTextContent('—');
  });

  it('should move the figures every 5 s while a gameweek is live, without a reload', async () => {
    jest.useFakeTimers();
    renderHome({
      mocks: [homePageMock([liveMatch])],
      gameweekStatus: 'LIVE',
      stats: [aliceStats, { ...aliceStats, totalPoints: 1240, weeklyPoints: 24, rank: 40 }],
    });
    await waitFor(() => expect(stat('Total Points')).toHaveTextContent('1,234'));
    expect(await screen.findByText('Live: a gameweek is being played')).toBeVisible();

    await act(() => jest.advanceTimersByTimeAsync(5_200));

    expect(stat('Total Points')).toHaveTextContent('1,240');
    expect(stat('This Week')).toHaveTextContent('24');
    expect(stat('Global Rank')).toHaveTextContent('#40');
  });

  it('should move Top Performers every 5 s while a gameweek is live, without a reload', async () => {
    jest.useFakeTimers();
    renderHome({
      mocks: [
        homePageMock([liveMatch]),
        {
          request: { query: TopPerformersRefreshDocument },
          result: {
            data: {
              __typename: 'Query',
              topPerformers: [
                topPerformance('Hugo Garrow', 21, { position: 'CM' }),
                topPerformance('Kofi Brannock', 14),
              ],
            },
          },
        },
      ],
      gameweekStatus: 'LIVE',
    });
    const rows = () => within(screen.getByRole('list', { name: 'Top performers' })).getAllByRole('listitem');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Kofi Brannock'));

    await act(() => jest.advanceTimersByTimeAsync(5_200));

    expect(rows().map((row) => row.textContent)).toEqual([
      '1Hugo GarrowCMRAV21pts',
      '2Kofi BrannockSTRAV14pts',
    ]);
  });

  it('should offer Manage Team, Join League, Buy Players and View Stats (the Performance Stats of /team)', async () => {
    renderHome({ mocks: [homePageMock([liveMatch])] });

    const actions = within(await screen.findByRole('region', { name: 'Quick Actions' })).getAllByRole('link');

    expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manage Team', '/team'],
      ['Join League', '/leagues'],
      ['Buy Players', '/marketplace'],
      ['View Stats', '/team#performance'],
    ]);
  });
});
