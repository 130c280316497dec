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
