import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from '@sfl/logging';
import { LOGGER } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { GameweekHooks } from '../projections/gameweek-hooks';
import type { LeagueEntity } from './entities/league.entity';
import { recordLeagueFinished } from './league-events';
import { prizesByPlace } from './league-rules';
import { LeagueSettlementDueRepository } from './league-settlement-due.repository';
import { LeagueStakesRepository } from './league-stakes.repository';
import { LeagueStakesService } from './league-stakes.service';
import { LeagueStandingsService } from './league-standings.service';
import { LeaguesRepository } from './leagues.repository';

/**
 * The end of a league (docs/leagues.md): once its last gameweek's points are final for every
 * member, the pot is paid out by place, or, with fewer than 2 members, the league is cancelled and
 * every stake goes back. The event that made the points final only marks the league due; each
 * league is then settled in a transaction of its own (a round, run once such an event commits and
 * every `intervalMs`), so a gameweek ending a thousand leagues is not one long transaction, and a round
 * cut short settles the rest in the next one. A league is settled once: its due mark and row are
 * locked, and its phase leaves UPCOMING in the transaction that records its payout.
 */
@Injectable()
export class LeagueSettlementService implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  // At most one round waits for the running one: later calls share it.
  private queued: Promise<void> | null = null;

  constructor(
    private readonly hooks: GameweekHooks,
    private readonly leagues: LeaguesRepository,
    private readonly dues: LeagueSettlementDueRepository,
    private readonly stakeRows: LeagueStakesRepository,
    private readonly standings: LeagueStandingsService,
    private readonly stakes: LeagueStakesService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.hooks.listen({
      pointsMayBeFinal: (manager, gameweek, managerIds) => this.dues.markDueIn(manager, gameweek, managerIds),
    });
    // A round as soon as a transaction that may have marked leagues due commits (its marks are seen then).
    this.dues.afterMarksCommit(() => this.startRound());
  }

  /** Runs a round every `intervalMs` until the app closes: marks left by a crash are settled too. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => this.startRound(), intervalMs);
    this.timer.unref();
  }

  /**
   * Settles every league due when called, each in its own transaction; one round at a time in this
   * process (another replica's rounds skip the leagues this one is settling).
   */
  settleDue(): Promise<void> {
    if (!this.running) {
      this.running = this.settleEachDue().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.settleDue();
      });
    return this.queued;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.queued?.catch(() => undefined);
    await this.running?.catch(() => undefined);
  }

  private startRound(): void {
    this.settleDue().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'league settlement round failed; the next round settles the rest');
    });
  }

  private async settleEachDue(): Promise<void> {
    for (;;) {
      const settledOne = await this.leagues.transaction(async (manager) => {
        const leagueId = await this.dues.nextDueIn(manager);
        if (leagueId === null) return false;
        const league = await this.leagues.lockIn(manager, leagueId);
        if (league?.phase === 'UPCOMING') await this.settleIn(manager, league);
        await this.dues.doneIn(manager, leagueId);
        return true;
      });
      if (!settledOne) return;
    }
  }

  private async settleIn(manager: EntityManager, league: LeagueEntity): Promise<void> {
    const standings = (await this.standings.standingsOf([league.id], null, manager)).get(league.id)!;
    const held = await this.stakeRows.heldIn(manager, league.id);
    const cancelled = standings.length < 2;
    const pot = held.reduce((sum, stake) => sum + stake.amount, 0);
    const prizes = cancelled ? standings.map(() => 0) : prizesByPlace(pot, league, standings.length);
    if (cancelled) await this.stakes.releaseIn(manager, league.id, held, 'league_too_few_members');
    else
      await this.stakes.payOutIn(
        manager,
        league.id,
        held,
        standings.map((standing, place) => ({ managerId: standing.managerId, amount: prizes[place]! })),
      );
    const finishedAt = new Date();
    await this.leagues.markEndedIn(manager, league.id, cancelled ? 'CANCELLED' : 'FINISHED', finishedAt);
    for (const [place, standing] of standings.entries())
      await this.leagues.setFinalPlaceIn(manager, standing.membershipId, standing.rank, prizes[place]!);
    await recordLeagueFinished(manager, league, {
      cancelled,
      finishedAt,
      standings: standings.map((standing, place) => ({
        managerId: standing.managerId,
        rank: standing.rank,
        points: standing.points,
        prize: prizes[place]!,
      })),
    });
  }
}
