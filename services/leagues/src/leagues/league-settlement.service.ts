import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GameweekHooks } from '../projections/gameweek-hooks';
import { GameweekPointsRepository } from '../projections/gameweek-points.repository';
import { LeagueMembershipEntity } from './entities/league-membership.entity';
import { LeagueEntity } from './entities/league.entity';
import { recordLeagueFinished } from './league-events';
import { prizesByPlace } from './league-rules';
import { LeagueStakesService } from './league-stakes.service';
import { LeagueStandingsService } from './league-standings.service';
import { LeaguesRepository } from './leagues.repository';

/**
 * The end of a league (docs/leagues.md): once its last gameweek's points are final for every
 * member, the pot is paid out by place, or, with fewer than 2 members, the league is cancelled and
 * every stake goes back. Runs in the transaction of the event that made the points final.
 */
@Injectable()
export class LeagueSettlementService implements OnModuleInit {
  constructor(
    private readonly hooks: GameweekHooks,
    private readonly leagues: LeaguesRepository,
    private readonly points: GameweekPointsRepository,
    private readonly standings: LeagueStandingsService,
    private readonly stakes: LeagueStakesService,
  ) {}

  onModuleInit(): void {
    this.hooks.listen({
      pointsMayBeFinal: (manager, gameweek, managerId) => this.settleEndingIn(manager, gameweek, managerId),
    });
  }

  /**
   * Settles every league ending with the gameweek (of which the manager is a member, when one is
   * named) whose members' points of it are now final.
   */
  private async settleEndingIn(
    manager: EntityManager,
    gameweek: number,
    managerId: string | null,
  ): Promise<void> {
    for (const league of await this.leagues.endingWithIn(manager, gameweek, managerId)) {
      const members = await this.leagues.activeMembers(league.id, manager);
      const { final } = await this.points.pointsFor(
        members.map((member) => member.managerId),
        gameweek,
        manager,
      );
      if (final) await this.settleIn(manager, league);
    }
  }

  private async settleIn(manager: EntityManager, league: LeagueEntity): Promise<void> {
    const standings = (await this.standings.standingsOf([league.id], null, manager)).get(league.id)!;
    const held = await this.leagues.heldStakesIn(manager, league.id);
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
    await manager.update(LeagueEntity, league.id, {
      phase: cancelled ? 'CANCELLED' : 'FINISHED',
      finishedAt,
    });
    for (const [place, standing] of standings.entries())
      await manager.update(LeagueMembershipEntity, standing.membershipId, {
        finalRank: standing.rank,
        prize: prizes[place]!,
      });
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
