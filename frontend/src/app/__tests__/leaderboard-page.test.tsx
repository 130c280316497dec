import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { LeaderboardPage } from '@/app/routes/leaderboard-page';
import type { LeaderboardEntry } from '@/features/leaderboard';
import { GameweekStatusDocument } from '@/features/matches';
import type { GameweekStatus } from '@/testing/gameweek-status';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { mockApi, type FakeRoute } from '@/testing/mock-api';
import { TestCurrentUser } from '@/testing/test-current-user';

function entry(rank: number, username: string, totalPoints: number, teamName: string | null = null) {
  return { id: `user-${username}`, rank, username, teamName, totalPoints } satisfies LeaderboardEntry;
}

const five = [
  entry(1, 'carol', 120, 'Carol City'),
  entry(2, 'alice', 98, 'Alice Albion'),
  entry(3, 'bob', 90, 'Bob United'),
  entry(4, 'dave', 40),
  entry(5, 'erin', 12, 'Erin Rovers'),
];

function gameweeksMock(status: GameweekStatus): MockLink.MockedResponse {
  return {
    request: { query: GameweekStatusDocument },
    result: {
      data: {
        __typename: 'Query',
        liveGameweek: status === 'LIVE' ? { __typename: 'Gameweek', number: 1 } : null,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The page over a fake REST facade (`routes`), with the gameweeks' status from GraphQL. */
function renderLeaderboardRoutes(
  routes: Record<string, FakeRoute>,
  { status = 'UPCOMING' as GameweekStatus, username = 'alice' } = {},
) {
  const fetchMock = mockApi(routes);
  const { link } = createApolloTestLink([gameweeksMock(status)]);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username={username}>
        <MemoryRouter>
          <LeaderboardPage />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return fetchMock;
}

function renderLeaderboard(route: FakeRoute, options: { status?: GameweekStatus; username?: string } = {}) {
  return renderLeaderboardRoutes({ 'GET /api/leaderboard': route }, options);
}

function rows() {
  return within(screen.getByRole('list', { name: 'Rankings' })).getAllByTestId('ranking-row');
}

afterEach(() => {
  jest.useRealTimers();
});

describe('leaderboard page', () => {
  it('should show 10 skeleton rows while loading, then the complete rankings', async () => {
    renderLeaderboard({ status: 200, body: five });

    expect(screen.getByRole('heading', { level: 1, name: 'Global Leaderboard' })).toBeVisible();
    const loading = screen.getByText('Loading rankings…').closest('[role="status"]') as HTMLElement;
    expect(loading.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(10);

    await screen.findByRole('list', { name: 'Rankings' });

    expect(screen.getByRole('heading', { level: 2, name: 'Complete Rankings' })).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      'Rank 1carolCarol City120pts',
      'Rank 2aliceYouAlice Albion98pts',
      'Rank 3bobBob United90pts',
      'Rank 4daveNo team name40pts',
      'Rank 5erinErin Rovers12pts',
    ]);
  });

  it("should highlight the caller's own row", async () => {
    renderLeaderboard({ status: 200, body: five });
    await screen.findByRole('list', { name: 'Rankings' });

    const highlighted = rows().filter((row) => row.getAttribute('aria-current') === 'true');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('alice');
  });

  it('should stand the top three on a podium with rank 1 in the middle', async () => {
    renderLeaderboard({ status: 200, body: five });
    await screen.findByRole('list', { name: 'Rankings' });

    const podium = screen.getAllByTestId('podium-place');
    expect(podium.map((place) => place.getAttribute('data-rank'))).toEqual(['2', '1', '3']);
    expect(podium[1]).toHaveTextContent('carol');
    expect(podium[1]).toHaveTextContent('120 pts');
    expect(podium[0]).toHaveAttribute('aria-current', 'true');
  });

  it('should show no podium with fewer than three entries', async () => {
    renderLeaderboard({ status: 200, body: five.slice(0, 2) });
    await screen.findByRole('list', { name: 'Rankings' });

    expect(screen.queryByTestId('podium-place')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it("should say 'No Rankings Yet' when nobody is ranked", async () => {
    renderLeaderboard({ status: 200, body: [] });

    expect(await screen.findByText('No Rankings Yet')).toBeVisible();
    expect(screen.queryByTestId('podium-place')).not.toBeInTheDocument();
  });

  it('should show an error with Try again, not an empty board, when the rankings cannot load', async () => {
    let calls = 0;
    renderLeaderboard(() =>
      ++calls <= 3 ? { status: 502, statusText: 'Bad Gateway' } : { status: 200, body: five },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rankings could not be loaded.');
    expect(screen.queryByText('No Rankings Yet')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Rankings' })).toBeVisible();
  });

  it('should read the rankings again every 5 s while a gameweek is live', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const fetchMock = renderLeaderboard(
      () => {
        calls += 1;
        return {
          status: 200,
          body: calls === 1 ? five : [entry(1, 'alice', 130, 'Alice Albion'), ...five.slice(0, 1)],
        };
      },
      { status: 'LIVE' },
    );
    await screen.findByRole('list', { name: 'Rankings' });
    expect(await screen.findByText(/ranks update live/)).toBeVisible();

    await act(() => jest.advanceTimersByTimeAsync(5_000));

    expect(rows()[0]).toHaveTextContent('Rank 1aliceYouAlice Albion130pts');
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('should not poll while no gameweek is live', async () => {
    jest.useFakeTimers();
    const fetchMock = renderLeaderboard({ status: 200, body: five }, { status: 'FINISHED' });
    await screen.findByRole('list', { name: 'Rankings' });

    await act(() => jest.advanceTimersByTimeAsync(20_000));

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("should load the next 100 ranks with Show more, the caller's far row staying last", async () => {
    const top = Array.from({ length: 100 }, (_, i) => entry(i + 1, `m${i + 1}`, 1000 - i));
    const alice = entry(250, 'alice', 40, 'Alice Albion');
    const next = [entry(101, 'm101', 899), entry(102, 'm102', 898)];
    renderLeaderboardRoutes({
      'GET /api/leaderboard': { status: 200, body: [...top, alice] },
      'GET /api/leaderboard?offset=100&limit=100': { status: 200, body: [...next, alice] },
    });
    await screen.findByRole('list', { name: 'Rankings' });
    expect(rows()).toHaveLength(101);
    expect(rows()[100]).toHaveTextContent('Rank 250aliceYou');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(rows()).toHaveLength(103));
    expect(rows()[100]).toHaveTextContent('Rank 101m101');
    expect(rows()[102]).toHaveTextContent('Rank 250aliceYou');
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
