import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from '@sfl/logging';
import { CLOCK, type Clock, LOGGER } from '@sfl/subgraph';
import { SIMULATOR_OPTIONS, type SimulatorOptions } from '../config/matches.config';
import { LockReminders } from '../gameweeks/lock-reminders.service';
import { InjuriesService } from '../injuries/injuries.service';
import { SeasonRollover } from '../season/season-rollover';
import { SimulatedMatches } from './simulated-matches.service';
import { SimulationTime } from './simulation-time.service';
import { SimulatorLease } from './simulator-lease';

/**
 * Plays the seasons on the game clock: on every tick it kicks off the fixtures whose kick-off has come
 * (never earlier: the calendar every page shows is when matches start), plays live simulated matches up
 * to the current game minute, starts the next season once the last gameweek is finished, and runs the
 * daily injury round. Started by the app factory when the simulator is enabled; stopped (timer
 * cleared, running tick awaited) when the app closes. Its ticks read the simulator's time: real
 * time, unless the test-only clock control holds it (no tick then plays) or has moved it.
 */
@Injectable()
export class MatchClock implements OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private started = false;

  constructor(
    private readonly simulated: SimulatedMatches,
    private readonly injuries: InjuriesService,
    private readonly rollover: SeasonRollover,
    private readonly lockReminders: LockReminders,
    private readonly lease: SimulatorLease,
    private readonly time: SimulationTime,
    @Inject(SIMULATOR_OPTIONS) private readonly options: SimulatorOptions,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Twice per game minute, between 0.1 and 1 real second. */
  get tickMs(): number {
    return Math.min(1_000, Math.max(100, 30_000 / this.options.speed));
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
    this.simulated.forget();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  async tick(now = new Date()): Promise<void> {
    if (!(await this.lease.holds(now))) return;
    await this.play(now);
  }

  /** One tick's play at the simulator's time `now`, lease or not: the clock control's advance drives it. */
  async play(now: Date): Promise<void> {
    // Injuries are current as of today before the lineups of today's kick-offs are picked.
    await this.injuries.refreshThrough(now);
    // Before the kick-offs: a step that lands on a deadline still reminds of it first.
    await this.lockReminders.recordDue(now);
    for (const match of await this.simulated.dueForKickOff(now)) {
      await this.isolated(match.id, () => this.simulated.kickOff(match.id, now));
    }
    for (const match of await this.simulated.live()) {
      await this.isolated(match.id, () => this.simulated.advance(match, now));
    }
    // The season's last full time may just have been played: the next season follows at once.
    await this.rollover.startNextIfOver(now);
  }

  // One failing match is logged and retried next tick; it does not hold the others up.
  private async isolated(matchId: string, step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.logger.error({ err: error, matchId }, 'match clock step failed');
    }
  }

  /** The timer's tick: at the simulator's time, none while the clock control holds it. */
  async tickUnlessHeld(): Promise<void> {
    const { now, held } = await this.time.at(new Date(this.clock.now()));
    if (!held) await this.tick(now);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.tickUnlessHeld()
        .catch((error: unknown) => this.logger.error({ err: error }, 'match clock tick failed'))
        .finally(() => {
          if (this.started) this.schedule(this.tickMs);
        });
    }, delayMs);
  }
}
