import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { NextLockCountdown } from '@/features/game-clock';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { nextLockMock, upcomingFixture } from '@/testing/game-clock-fixtures';
import { formatZonedDateTime } from '@/lib/date-format';

const GAME_TIME = '2030-08-16T14:58:30.000Z';
const KICK_OFF = '2030-08-16T15:00:00.000Z';

function renderCountdown(held: boolean) {
  const { link } = createApolloTestLink([
    nextLockMock({
      gameTime: GAME_TIME,
      held,
      nextGameweek: { number: 5, deadline: KICK_OFF },
      upcomingFixtures: [
        upcomingFixture('m1', KICK_OFF, 5, ['Harbor City', 'North Vale']),
        upcomingFixture('m2', '2030-08-16T17:30:00.000Z', 5, ['Eastport', 'Westfield']),
      ],
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
