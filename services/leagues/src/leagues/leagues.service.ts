import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ActionQuotas } from '@sfl/subgraph';
import { DataSource, type EntityManager } from 'typeorm';
import { LEAGUES_LIMITS, type LeaguesLimits } from '../config/leagues.config';
import { LeaguesErrors } from '../leagues.errors';
import { GameweeksRepository } from '../projections/gameweeks.repository';
import { isUuid } from '../shared/uuid';
import type { CreateLeagueInput } from './dto/create-league.input';
import { LeagueMembershipEntity } from './entities/league-membership.entity';
import { LeagueEntity } from './entities/league.entity';
import { normalInviteCode, pickInviteCode } from './invite-codes';
import { recordLeagueCreated, recordMemberJoined } from './league-events';
import { seatRefusal } from './league-rules';
import { LeagueStakesService } from './league-stakes.service';
import { checkLeagueTerms, chooseGameweeks } from './league-terms';
import { LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';

/**
 * Creating and joining leagues (docs/leagues.md). A prize pool or an entry fee is asked of
 * spl-rewards in the same transaction (LeagueFundingService takes the answer); a league's row is
 * locked while a seat is taken, so its last seat goes to one manager only.
 */
@Injectable()
export class LeaguesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leagues: LeaguesRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly views: LeagueViewsService,
    private readonly stakes: LeagueStakesService,
    private readonly quotas: ActionQuotas,
    @Inject(LEAGUES_LIMITS) private readonly limits: LeaguesLimits,
  ) {}

  async createLeague(creatorId: string, input: CreateLeagueInput): Promise<LeagueEntity> {
    await this.quotas.take('league-create', 'leagues created', creatorId, this.limits.leagueCreateQuota);
    const terms = checkLeagueTerms(input);
    const next = await this.gameweeks.nextGameweek();
    const season = next === null ? null : await this.gameweeks.seasonOf(next);
    if (next === null || !season) throw LeaguesErrors.NO_GAMEWEEK_AHEAD();
    const span = await chooseGameweeks(input, {
      next,
      season,
      plannedAround: (date, side) => this.gameweeks.plannedAround(season.season, date, side),
    });
    return this.dataSource.transaction(async (manager) => {
      const inviteCode = await pickInviteCode((code) => this.leagues.inviteCodeTakenIn(manager, code));
      const league = await manager.save(
        manager.create(LeagueEntity, {
          id: randomUUID(),
          ...terms,
          ...span,
          phase: terms.prizePool > 0 ? 'FUNDING' : 'UPCOMING',
          championship: false,
          creatorId,
          inviteCode,
          finishedAt: null,
        }),
      );
      await recordLeagueCreated(manager, league);
      // The creator is a member from the start and pays no entry fee.
      await this.seatIn(manager, league, creatorId, 0);
      if (terms.prizePool > 0)
        await this.stakes.requestIn(manager, {
          leagueId: league.id,
          managerId: creatorId,
          membershipId: null,
          purpose: 'league_prize_pool',
          amount: terms.prizePool,
        });
      return league;
    });
  }

  joinLeague(managerId: string, leagueId: string): Promise<LeagueMembershipEntity> {
    if (!isUuid(leagueId)) throw LeaguesErrors.LEAGUE_NOT_FOUND();
    return this.joinIn(managerId, leagueId, LeaguesErrors.LEAGUE_NOT_FOUND);
  }

  async joinLeagueByCode(managerId: string, inviteCode: string): Promise<LeagueMembershipEntity> {
    const code = normalInviteCode(inviteCode);
    if (!code) throw LeaguesErrors.INVITE_CODE_REQUIRED();
    const league = await this.leagues.byInviteCode(code);
    if (!league) throw LeaguesErrors.UNKNOWN_INVITE_CODE();
    return this.joinIn(managerId, league.id, LeaguesErrors.UNKNOWN_INVITE_CODE);
  }

  private joinIn(
    managerId: string,
    leagueId: string,
    notFound: () => Error,
  ): Promise<LeagueMembershipEntity> {
    return this.dataSource.transaction(async (manager) => {
      const league = await this.leagues.lockIn(manager, leagueId);
      if (!league) throw notFound();
      const existing = await this.leagues.membershipOf(league.id, managerId, manager);
      if (existing && existing.status !== 'REFUSED') throw LeaguesErrors.ALREADY_MEMBER();
      const moment = (await this.views.momentsOf([league], manager)).get(league.id)!;
      const refusal = seatRefusal(league, moment);
      if (refusal) throw refusal;
      // A championship's league is free to join.
      const fee = league.championship ? 0 : league.entryFee;
      return this.seatIn(manager, league, managerId, fee, existing);
    });
  }

  /**
   * Gives the manager a seat: ACTIVE at once when there is nothing to pay, else PENDING while the
   * entry fee is held. A refused membership of theirs is taken again.
   */
  private async seatIn(
    manager: EntityManager,
    league: LeagueEntity,
    managerId: string,
    fee: number,
    refused: LeagueMembershipEntity | null = null,
  ): Promise<LeagueMembershipEntity> {
    const membership = await manager.save(
      manager.create(LeagueMembershipEntity, {
        id: refused?.id ?? randomUUID(),
        leagueId: league.id,
        managerId,
        status: fee > 0 ? 'PENDING' : 'ACTIVE',
        refusal: null,
        joinedAt: new Date(),
        finalRank: null,
        prize: 0,
      }),
    );
    if (fee === 0) await recordMemberJoined(manager, membership);
    else
      await this.stakes.requestIn(manager, {
        leagueId: league.id,
        managerId,
        membershipId: membership.id,
        purpose: 'league_entry_fee',
        amount: fee,
      });
    return membership;
  }
}
