import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SIMULATOR_OPTIONS, type SimulatorOptions } from '../config/matches.config';
import { pickLineup } from '../engine/lineup-picker';
import { simulateMatch } from '../engine/match-engine';
import type { EnginePlayer, EngineSide, Lineup, MatchPlan } from '../engine/match-plan';
import { LockReminders } from '../gameweeks/lock-reminders.service';
import { InjuriesRepository } from '../injuries/injuries.repository';
import type { MatchEntity } from '../matches/entities/match.entity';
import { MatchActionsService } from '../matches/match-actions.service';
import { type NamedPlayer, MatchesRepository } from '../matches/matches.repository';
import { WorldRepository } from '../world/world.repository';

const MAX_KICK_OFFS_PER_TICK = 20;

const idsOf = (lineup: Lineup) => ({
  starters: lineup.starters.map((p) => p.id),
  bench: lineup.bench.map((p) => p.id),
});

/**
 * The simulator's side of the matches: which fixtures to kick off, the engine's plan of each
 * simulated match, and playing the plan out as game time passes. Every kick-off, action and
 * full time is its own transaction through MatchActionsService, under the match's row lock.
 */
@Injectable()
export class SimulatedMatches {
  // Plans are pure functions of the stored lineups and seed, so this is only a cache.
  private readonly plans = new Map<string, MatchPlan>();

  constructor(
    private readonly matches: MatchesRepository,
    private readonly actions: MatchActionsService,
    private readonly injuries: InjuriesRepository,
    private readonly world: WorldRepository,
    private readonly lockReminders: LockReminders,
    @Inject(SIMULATOR_OPTIONS) private readonly options: SimulatorOptions,
  ) {}

  /** Fixtures due by their kick-off time: a match never starts before the kick-off the calendar shows. */
  dueForKickOff(now: Date): Promise<MatchEntity[]> {
    return this.matches.scheduledBy(now, MAX_KICK_OFFS_PER_TICK);
  }

  /**
   * When play next has something to do after `now`: now while a match is live, else the next lock
   * reminder or kick-off, whichever comes first (null when none is scheduled: the next season is
   * written once the last gameweek is finished).
   */
  async nextPlayAfter(now: Date): Promise<Date | null> {
    if ((await this.matches.countLive()) > 0) return now;
    const moments = [await this.lockReminders.nextDueAfter(now), await this.matches.firstScheduledKickoff()];
    const times = moments.filter((moment) => moment !== null).map((moment) => moment.getTime());
    return times.length ? new Date(Math.min(...times)) : null;
  }

  /** Kicks the match off with each side's strongest available 4-3-3; false when it was no longer scheduled. */
  kickOff(matchId: string, now: Date): Promise<boolean> {
    return this.matches.transaction(async (manager) => {
      const match = await this.actions.lockMatch(manager, matchId);
      if (match?.status !== 'SCHEDULED') return false;
      const [home, away] = await this.availableSquads(manager, [match.homeClubId, match.awayClubId]);
      const homeLineup = pickLineup(home!);
      const awayLineup = pickLineup(away!);
      await this.actions.kickOff(manager, match, {
        home: idsOf(homeLineup),
        away: idsOf(awayLineup),
        drivenBy: 'SIMULATOR',
        simulationSeed: this.options.seed,
        startedAt: now,
      });
      const plan = simulateMatch({
        seed: this.options.seed,
        matchId: match.id,
        home: { clubId: match.homeClubId, lineup: homeLineup },
        away: { clubId: match.awayClubId, lineup: awayLineup },
      });
      this.plans.set(match.id, plan);
      return true;
    });
  }

  live(): Promise<MatchEntity[]> {
    return this.matches.liveDrivenBy('SIMULATOR');
  }

  forget(): void {
    this.plans.clear();
  }

  /** Plays a live simulated match up to the game minute `now` stands for, and finishes it at the end of its plan. */
  async advance(match: MatchEntity, now: Date): Promise<void> {
    const plan = await this.planOf(match);
    const elapsedMs = now.getTime() - match.startedAt!.getTime();
    const minute = Math.min(plan.lastMinute, Math.floor((elapsedMs * this.options.speed) / 60_000));
    for (let index = match.actionCount; index < plan.actions.length; index++) {
      const action = plan.actions[index]!;
      if (action.minute > minute) break;
      const applied = await this.step(match.id, index, (manager, locked) =>
        this.actions.apply(manager, locked, action),
      );
      if (!applied) return;
    }
    if (minute >= plan.lastMinute) {
      await this.step(match.id, plan.actions.length, (manager, locked) =>
        this.actions.finish(manager, locked, plan.lastMinute, now),
      );
      this.plans.delete(match.id);
    } else if (minute > match.minute) {
      await this.matches.raiseMinute(match.id, minute);
    }
  }

  /** Runs one step of a match if it is still live and exactly `index` actions in (another instance may be ahead). */
  private step(
    matchId: string,
    index: number,
    run: (manager: EntityManager, match: MatchEntity) => Promise<unknown>,
  ): Promise<boolean> {
    return this.matches.transaction(async (manager) => {
      const match = await this.actions.lockMatch(manager, matchId);
      if (match?.status !== 'LIVE' || match.actionCount !== index) return false;
      await run(manager, match);
      return true;
    });
  }

  private async planOf(match: MatchEntity): Promise<MatchPlan> {
    const cached = this.plans.get(match.id);
    if (cached) return cached;
    const rows = await this.matches.namedPlayers(match.id);
    const side = (clubId: string): EngineSide => {
      const player = (row: NamedPlayer): EnginePlayer => ({
        id: row.id,
        position: row.position,
        overall: row.overall,
      });
      const mine = rows.filter((row) => row.clubId === clubId);
      return {
        clubId,
        lineup: {
          starters: mine.filter((row) => row.role === 'STARTER').map(player),
          bench: mine.filter((row) => row.role === 'BENCH').map(player),
        },
      };
    };
    const plan = simulateMatch({
      seed: match.simulationSeed ?? this.options.seed,
      matchId: match.id,
      home: side(match.homeClubId),
      away: side(match.awayClubId),
    });
    this.plans.set(match.id, plan);
    return plan;
  }

  private async availableSquads(manager: EntityManager, clubIds: string[]): Promise<EnginePlayer[][]> {
    const injured = await this.injuries.injuredIn(manager, clubIds);
    const footballers = await this.world.footballersOfClubsIn(manager, clubIds);
    return clubIds.map((clubId) =>
      footballers
        .filter((f) => f.clubId === clubId && !injured.has(f.id))
        .map((f) => ({ id: f.id, position: f.position, overall: f.overall })),
    );
  }
}
