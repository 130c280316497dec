import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, LessThanOrEqual, MoreThan, type EntityManager } from 'typeorm';
import { SIMULATOR_OPTIONS, type SimulatorOptions } from '../config/matches.config';
import { pickLineup } from '../engine/lineup-picker';
import { simulateMatch } from '../engine/match-engine';
import type { EnginePlayer, EngineSide, Lineup, MatchPlan } from '../engine/match-plan';
import type { Position } from '../football/positions';
import { InjuriesRepository } from '../injuries/injuries.repository';
import { MatchEntity } from '../matches/entities/match.entity';
import { MatchActionsService } from '../matches/match-actions.service';
import { FootballerEntity } from '../world/entities/footballer.entity';

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
    private readonly dataSource: DataSource,
    private readonly actions: MatchActionsService,
    private readonly injuries: InjuriesRepository,
    @Inject(SIMULATOR_OPTIONS) private readonly options: SimulatorOptions,
  ) {}

  /** Fixtures due by their kick-off time, then as many next ones as it takes to keep enough matches live. */
  async dueForKickOff(now: Date): Promise<MatchEntity[]> {
    const matches = this.dataSource.getRepository(MatchEntity);
    const order = { kickoffAt: 'ASC', id: 'ASC' } as const;
    const due = await matches.find({
      where: { status: 'SCHEDULED', kickoffAt: LessThanOrEqual(now) },
      order,
      take: MAX_KICK_OFFS_PER_TICK,
    });
    const missing = this.options.keepLive - (await matches.countBy({ status: 'LIVE' })) - due.length;
    if (missing <= 0) return due;
    const early = await matches.find({
      where: { status: 'SCHEDULED', kickoffAt: MoreThan(now) },
      order,
      take: missing,
    });
    return [...due, ...early];
  }

  /** Kicks the match off with each side's strongest available 4-3-3; false when it was no longer scheduled. */
  kickOff(matchId: string, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
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
    return this.dataSource.getRepository(MatchEntity).findBy({ status: 'LIVE', drivenBy: 'SIMULATOR' });
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
      await this.dataSource
        .getRepository(MatchEntity)
        .createQueryBuilder()
        .update()
        .set({ minute })
        .where(`id = :id AND status = 'LIVE' AND minute < :minute`, { id: match.id, minute })
        .execute();
    }
  }

  /** Runs one step of a match if it is still live and exactly `index` actions in (another instance may be ahead). */
  private step(
    matchId: string,
    index: number,
    run: (manager: EntityManager, match: MatchEntity) => Promise<unknown>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const match = await this.actions.lockMatch(manager, matchId);
      if (match?.status !== 'LIVE' || match.actionCount !== index) return false;
      await run(manager, match);
      return true;
    });
  }

  private async planOf(match: MatchEntity): Promise<MatchPlan> {
    const cached = this.plans.get(match.id);
    if (cached) return cached;
    const rows = (await this.dataSource.query(
      `SELECT l.footballer_id AS id, l.club_id, l.role, f.position, f.overall
       FROM match_lineup l JOIN footballer f ON f.id = l.footballer_id
       WHERE l.match_id = $1 ORDER BY l.slot`,
      [match.id],
    )) as { id: string; club_id: string; role: string; position: Position; overall: number }[];
    const side = (clubId: string): EngineSide => {
      const player = (row: (typeof rows)[number]): EnginePlayer => ({
        id: row.id,
        position: row.position,
        overall: row.overall,
      });
      const mine = rows.filter((row) => row.club_id === clubId);
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
    const footballers = await manager.findBy(FootballerEntity, { clubId: In(clubIds) });
    return clubIds.map((clubId) =>
      footballers
        .filter((f) => f.clubId === clubId && !injured.has(f.id))
        .map((f) => ({ id: f.id, position: f.position, overall: f.overall })),
    );
  }
}
