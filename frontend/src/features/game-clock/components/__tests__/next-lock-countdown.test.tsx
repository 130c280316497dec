import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { NextLockCountdown } from '@/features/game-clock';
import { NextLockDocument } from '@/features/game-clock/api/next-lock.query';
import { always, createApolloTestLink } from '@/testing/apollo-test-link';
import { formatZonedDateTime } from '@/lib/date-format';

const GAME_TIME = '2030-08-16T14:58:30.000Z';
const KICK_OFF = '2030-08-16T15:00:00.000Z';

const club = (id: string, name: string) => ({ __typename: 'Club' as const, id, name });
const upcoming = (
  id: string,
  kickoffAt: string,
  home: ReturnType<typeof club>,
  away: ReturnType<typeof club>,
) => ({
  __typename: 'Match' as const,
  id,
  gameweek: 5,
  kickoffAt,
  homeClub: home,
  awayClub: away,
});

function renderCountdown(held: boolean) {
  const { link } = createApolloTestLink([
    always({
      request: { query: NextLockDocument },
      result: {
        data: {
          gameClock: { __typename: 'GameClock', gameTime: GAME_TIME, held },
          nextGameweek: { __typename: 'Gameweek', number: 5, deadline: KICK_OFF },
          upcomingFixtures: [
            upcoming('m1', KICK_OFF, club('c1', 'Harbor City'), club('c2', 'North Vale')),
            upcoming('m2', '2030-08-16T17:30:00.000Z', club('c3', 'Eastport'), club('c4', 'Westfield')),
          ],
        },
      },
    }),
  ]);
  render(
    <MockedProvider link={link}>
      <NextLockCountdown />
    </MockedProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('NextLockCountdown', () => {
  it('should show the next kick-off in the reader’s time zone, what locks then, and count down on the game clock', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00.000Z') }); // the browser's clock is not the game's
    renderCountdown(false);

    expect(await screen.findByTestId('next-lock-countdown')).toHaveTextContent('in 01:30');
    expect(screen.getByText(formatZonedDateTime(new Date(KICK_OFF)))).toHaveAttribute('datetime', KICK_OFF);
    expect(screen.getByText(/Gameweek 5 kicks off\./)).toBeVisible();
    expect(screen.getByText(/Players of Harbor City and North Vale lock at this kick-off\./)).toBeVisible();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByTestId('next-lock-countdown')).toHaveTextContent('in 01:25');
  });

  it('should stand still while the game clock is held', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00.000Z') });
    renderCountdown(true);

    expect(await screen.findByTestId('next-lock-countdown')).toHaveTextContent('in 01:30');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByTestId('next-lock-countdown')).toHaveTextContent('in 01:30');
  });
});
