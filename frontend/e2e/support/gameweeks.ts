import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from '../__generated__';
import { graphqlAs } from './graphql-request';

const GameweekClockDocument = graphql(`
  query E2eGameweekClock {
    currentGameweek
  }
`);

const NextGameweekDocument = graphql(`
  query E2eNextGameweek {
    nextGameweek {
      number
    }
  }
`);

const SeasonDocument = graphql(`
  query E2eSeason {
    currentSeason {
      lastGameweek
    }
  }
`);

// infra/bin/e2e plays matches fast and keeps three live at a time, so a gameweek (ten matches) is played
// in well under two minutes and the next one kicks off right after.
const GAMEWEEK_START_TIMEOUT_MS = 3 * 60_000;

/** The next gameweek: the lowest whose deadline (first kick-off) has not passed. */
export async function nextGameweek(request: APIRequestContext): Promise<number> {
  const { nextGameweek: next } = await graphqlAs(request, NextGameweekDocument);
  if (next) return next.number;
  // The season's last gameweek has started: the next is the next season's first, not scheduled yet.
  const { currentGameweek } = await graphqlAs(request, GameweekClockDocument);
  return currentGameweek + 1;
}

// Near a season's end the next season's fixtures come only once it starts: a few gameweeks away.
export const NEXT_SEASON_TIMEOUT_MS = 8 * 60_000;

/**
 * `length` gameweeks starting `ahead` after the next gameweek, all in the current season (competitions
 * cannot run on fixtures not yet scheduled): near a season's end, waits for the next season's.
 */
export async function gameweeksAhead(
  request: APIRequestContext,
  ahead: number,
  length: number,
): Promise<{ start: number; end: number }> {
  let span = { start: 0, end: 0 };
  await expect
    .poll(
      async () => {
        const start = (await nextGameweek(request)) + ahead;
        span = { start, end: start + length - 1 };
        const { currentSeason } = await graphqlAs(request, SeasonDocument);
        return (currentSeason?.lastGameweek ?? 0) >= span.end;
      },
      { timeout: NEXT_SEASON_TIMEOUT_MS, intervals: [1_000] },
    )
    .toBe(true);
  return span;
}

/**
 * Waits until a new gameweek kicks off and answers the one after it, now the next gameweek: something
 * tied to it has the whole of the new gameweek's play before its deadline.
 */
export async function untilGameweekStarts(request: APIRequestContext): Promise<number> {
  const before = await nextGameweek(request);
  await expect
    .poll(() => nextGameweek(request), { timeout: GAMEWEEK_START_TIMEOUT_MS, intervals: [500] })
    .toBeGreaterThan(before);
  return nextGameweek(request);
}
