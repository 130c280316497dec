import { Inject, Injectable } from '@nestjs/common';
import { type ActionQuota, ActionQuotas, CLOCK, type Clock } from '@sfl/subgraph';
import { SIMULATOR_OPTIONS, type SimulatorOptions } from '../config/matches.config';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { MatchesErrors } from '../matches.errors';
import { ClockControlRepository } from './clock-control.repository';
import type { AdvanceGameClockInput } from './dto/advance-game-clock.input';
import { MatchClock } from './match-clock.service';
import { SimulatedMatches } from './simulated-matches.service';
import { SimulationTime } from './simulation-time.service';
import { heldState, runningState, type SimulationInstant, simulationInstantOf } from './simulation-time';

// A hold a test forgot (a crashed run) lapses after this much real time, so a shared stack plays on.
const HOLD_LAPSES_AFTER_MS = 10 * 60_000;
// An advance reaches at most this many gameweeks past the next one: a gameweek that never comes (or
// would take a season to reach) is refused, not waited for.
const MAX_ADVANCE_GAMEWEEKS_AHEAD = 3;
// An advance moves game time this much a step while a match is live, and straight to the next kick-off
// while none is. A step costs the same few queries whatever its length, so a gameweek plays in seconds
// rather than in its real time; the timer plays such steps too when a tick comes late under load (every
// match plays each minute it missed, in order).
const ADVANCE_STEP_GAME_MINUTES = 5;
const CONTROL_QUOTA: ActionQuota = { limit: 120, windowMs: 60_000 };

/**
 * Test-only (GAME_CLOCK_CONTROL): operators hold the simulator's game time, resume it, and advance it
 * until a gameweek has started or finished. An advance plays as the timer's ticks do, a few game minutes
 * at a time, so the same events come in the same order; the clock stays held after it. Every call
 * changes the shared clock_control row under its lock, so instances agree.
 */
@Injectable()
export class ClockControlService {
  constructor(
    private readonly control: ClockControlRepository,
    private readonly matchClock: MatchClock,
    private readonly simulated: SimulatedMatches,
    private readonly time: SimulationTime,
    private readonly gameweeks: GameweeksRepository,
    private readonly quotas: ActionQuotas,
    @Inject(SIMULATOR_OPTIONS) private readonly options: SimulatorOptions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async hold(operatorId: string): Promise<SimulationInstant> {
    await this.admit(operatorId);
    return this.holdNow();
  }

  private holdNow(): Promise<SimulationInstant> {
    return this.moveClock((now) => ({ now, held: true }));
  }

  async resume(operatorId: string): Promise<SimulationInstant> {
    await this.admit(operatorId);
    return this.moveClock((now) => ({ now, held: false }));
  }

  /**
   * Under the clock_control row's lock: reads the simulator's time, sets the instant `to` makes of it
   * (held until the hold lapses, or running on from there) and answers it.
   */
  private moveClock(to: (now: Date) => SimulationInstant): Promise<SimulationInstant> {
    return this.control.transaction(async (manager) => {
      const realNow = this.realNow();
      const next = to(simulationInstantOf(await this.control.lockIn(manager), realNow).now);
      const state = next.held ? heldState(next, this.lapse(realNow)) : runningState(next, realNow);
      await this.control.saveIn(manager, state);
      return next;
    });
  }

  async advance(operatorId: string, { gameweek, until }: AdvanceGameClockInput): Promise<SimulationInstant> {
    await this.admit(operatorId);
    if (!Number.isInteger(gameweek) || gameweek < 1) throw MatchesErrors.INVALID_GAMEWEEK();
    const next = (await this.gameweeks.next())?.number ?? gameweek;
    if (gameweek > next + MAX_ADVANCE_GAMEWEEKS_AHEAD)
      throw MatchesErrors.CLOCK_ADVANCE_TOO_FAR(gameweek, next, MAX_ADVANCE_GAMEWEEKS_AHEAD);
    // The simulator plays `speed` game minutes per minute of its time.
    const stepMs = Math.max(
      this.matchClock.tickMs,
      (ADVANCE_STEP_GAME_MINUTES * 60_000) / this.options.speed,
    );
    let instant: SimulationInstant | null = null;
    while (!(await this.reached(gameweek, until))) instant = await this.playOneStep(stepMs);
    return instant ?? this.holdNow();
  }

  // One step of play, `stepMs` later in the simulator's time or at the next kick-off when no match is
  // live, the clock held there afterwards. The clock moves under its row's lock and play follows once it is
  // committed: play opens transactions of its own, which the embedded database (one connection) cannot
  // run while this one is open.
  private async playOneStep(stepMs: number): Promise<SimulationInstant> {
    const { now: current } = await this.time.at(this.realNow());
    const nextPlay = (await this.simulated.nextPlayAfter(current))?.getTime() ?? 0;
    const next = await this.moveClock((now) => ({
      now: new Date(Math.max(now.getTime() + stepMs, nextPlay)),
      held: true,
    }));
    await this.matchClock.play(next.now);
    return next;
  }

  private async reached(gameweek: number, until: AdvanceGameClockInput['until']): Promise<boolean> {
    const tally = await this.gameweeks.byNumber(gameweek);
    if (!tally) return false;
    return until === 'STARTED' ? tally.started > 0 : tally.finished === tally.matches;
  }

  private async admit(operatorId: string): Promise<void> {
    if (!this.options.clockControl) throw MatchesErrors.CLOCK_CONTROL_OFF();
    await this.quotas.take('game-clock-control', 'game clock changes', operatorId, CONTROL_QUOTA);
  }

  private realNow(): Date {
    return new Date(this.clock.now());
  }

  private lapse(realNow: Date): Date {
    return new Date(realNow.getTime() + HOLD_LAPSES_AFTER_MS);
  }
}
