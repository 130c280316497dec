import { graphql } from '../__generated__';
import type { GameClockTarget } from '../__generated__/graphql';
import type { APIRequestContext } from '@playwright/test';
import { nextGameweek } from './gameweeks';
import { Operator } from './operator';

const HoldGameClockDocument = graphql(`
  mutation E2eHoldGameClock {
    holdGameClock {
      held
    }
  }
`);

const ResumeGameClockDocument = graphql(`
  mutation E2eResumeGameClock {
    resumeGameClock {
      held
    }
  }
`);

const AdvanceGameClockDocument = graphql(`
  mutation E2eAdvanceGameClock($input: AdvanceGameClockInput!) {
    advanceGameClock(input: $input) {
      held
    }
  }
`);

/**
 * The e2e stack's game clock held by an operator (infra/bin/e2e sets GAME_CLOCK_CONTROL): nothing kicks
 * off and no deadline passes until the test advances it. Specs run one at a time (one worker), so a
 * hold never stands in another test's way; `withHeldGameClock` releases it whatever happens (a hold
 * left behind by a crashed run lapses by itself after 10 minutes).
 */
export class HeldGameClock {
  private constructor(private readonly operator: Operator) {}

  static async hold(baseURL: string): Promise<HeldGameClock> {
    const operator = await Operator.of(baseURL);
    await operator.graphql(HoldGameClockDocument);
    return new HeldGameClock(operator);
  }

  /** Plays on, as normal play would, until the gameweek has started (its deadline) or finished; then holds. */
  async advance(gameweek: number, until: GameClockTarget): Promise<void> {
    await this.operator.graphql(AdvanceGameClockDocument, { input: { gameweek, until } });
  }

  async release(): Promise<void> {
    await this.operator.graphql(ResumeGameClockDocument);
  }
}

/** Runs `body` with the game clock held, and resumes play afterwards, whether or not `body` succeeded. */
export async function withHeldGameClock<T>(
  baseURL: string,
  body: (clock: HeldGameClock) => Promise<T>,
): Promise<T> {
  const clock = await HeldGameClock.hold(baseURL);
  try {
    return await body(clock);
  } finally {
    await clock.release();
  }
}

/**
 * Plays the next gameweek on the game clock until it has started (the lineups are locked) or finished,
 * instead of waiting for the simulator to get there; then the simulator plays on from there. Answers it.
 */
export async function playNextGameweek(
  baseURL: string,
  request: APIRequestContext,
  until: GameClockTarget,
): Promise<number> {
  return withHeldGameClock(baseURL, async (clock) => {
    const gameweek = await nextGameweek(request);
    await clock.advance(gameweek, until);
    return gameweek;
  });
}
