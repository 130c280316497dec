import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ActionQuotas, assertUnderOpenCap, isUuid } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { LEAGUES_LIMITS, type LeaguesLimits } from '../config/leagues.config';
import { LeaguesErrors } from '../leagues.errors';
import { GameweeksRepository } from '../projections/gameweeks.repository';
import type { CreateLeagueInput } from './dto/create-league.input';
import type { LeagueMembershipEntity } from './entities/league-membership.entity';
import type { LeagueEntity } from './entities/league.entity';
import { type CodeGuesser, InviteCodeGuesses } from './invite-code-guesses';
import { normalInviteCode, pickInviteCode } from './invite-codes';
import { recordLeagueCreated, recordMemberJoined } from './league-events';
import { seatRefusal } from './league-rules';
import { LeagueStakesService } from './league-stakes.service';
import { checkLeagueTerms, chooseGameweeks } from './league-terms';
import { LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';

// A join waiting for its entry fee settles in about a second: the manager may try again soon.
const PENDING_JOIN_RETRY_MS = 5_000;

/** How a join names its league: a private league is joined by its code only. */
type JoinRoute = 'id' | 'code';

/**
 * Creating and joining leagues (docs/leagues.md). A prize pool or an entry fee is asked of
 * spl-rewards in the same transaction (LeagueFundingService takes the answer); a league's row is
 * locked while a seat is taken, so its last seat goes to one manager only. A join with an entry
 * fee takes its seat once the fee is held, so a joiner without the SPL holds no seat.
 */
@Injectable()
export class LeaguesService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly views: LeagueViewsService,
    private readonly stakes: LeagueStakesService,
    private readonly quotas: ActionQuotas,
    private readonly guesses: InviteCodeGuesses,
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
    return this.leagues.transaction(async (manager) => {
      await this.leagues.creatorTurnIn(manager, creatorId);
      assertUnderOpenCap(
        'leagues you created',
        await this.leagues.openLeaguesCreatedByIn(manager, creatorId),
        this.limits.maxOpenCreatedLeagues,
      );
      const inviteCode = await pickInviteCode((code) => this.leagues.inviteCodeTakenIn(manager, code));
      const league = await this.leagues.insertLeagueIn(manager, {
        id: randomUUID(),
        ...terms,
        ...span,
        phase: terms.prizePool > 0 ? 'FUNDING' : 'UPCOMING',
        championship: false,
        isPrivate: input.isPrivate ?? false,
        creatorId,
        inviteCode,
        finishedAt: null,
      });
      await recordLeagueCreated(manager, league);
      // The creator is a member from the start and pays no entry fee.
      await this.seatIn(manager, league, creatorId, { fee: 0, firstGameweek: league.startGameweek });
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

  async joinLeague(managerId: string, leagueId: string): Promise<LeagueMembershipEntity> {
    await this.takeJoin(managerId);
    if (!isUuid(leagueId)) throw LeaguesErrors.LEAGUE_NOT_FOUND();
    return this.joinIn(managerId, leagueId, 'id', LeaguesErrors.LEAGUE_NOT_FOUND);
  }

  /**
   * Joins the league holding the code. Wrong codes are counted per manager and per client address:
   * past either quota every code is refused until the window ends, a right one too, so codes
   * cannot be guessed (an answer to a right code would tell a guesser it is right).
   */
  async joinLeagueByCode(guesser: CodeGuesser, inviteCode: string): Promise<LeagueMembershipEntity> {
    const { managerId } = guesser;
    await this.takeJoin(managerId);
    const code = normalInviteCode(inviteCode);
    if (!code) throw LeaguesErrors.INVITE_CODE_REQUIRED();
    await this.guesses.count(guesser);
    const league = await this.leagues.byInviteCode(code);
    if (!league) throw LeaguesErrors.UNKNOWN_INVITE_CODE();
    await this.guesses.giveBack(guesser);
    return this.joinIn(managerId, league.id, 'code', LeaguesErrors.UNKNOWN_INVITE_CODE);
  }

  private takeJoin(managerId: string): Promise<void> {
    return this.quotas.take('league-join', 'league joins', managerId, this.limits.leagueJoinQuota);
  }

  private joinIn(
    managerId: string,
    leagueId: string,
    route: JoinRoute,
    notFound: () => Error,
  ): Promise<LeagueMembershipEntity> {
    return this.leagues.transaction(async (manager) => {
      const league = await this.leagues.lockIn(manager, leagueId);
      if (!league) throw notFound();
      if (league.isPrivate && route !== 'code') throw LeaguesErrors.PRIVATE_LEAGUE();
      const existing = await this.leagues.membershipOf(league.id, managerId, manager);
      if (existing && existing.status !== 'REFUSED') throw LeaguesErrors.ALREADY_MEMBER();
      const moment = (await this.views.momentsOf([league], manager)).get(league.id)!;
      const refusal = seatRefusal(league, moment);
      if (refusal) throw refusal;
      const firstGameweek = await this.firstGameweekFor(manager, league, moment.started);
      // A championship's league is free to join.
      const fee = league.championship ? 0 : league.entryFee;
      if (fee > 0) {
        // Taken after the league's row (as every join does), so joins cannot wait on each other in a cycle.
        await this.leagues.joinTurnIn(manager, managerId);
        assertUnderOpenCap(
          'pending league joins',
          await this.leagues.pendingMembershipsOf(managerId, manager),
          this.limits.maxPendingJoins,
          PENDING_JOIN_RETRY_MS,
        );
      }
      return this.seatIn(manager, league, managerId, { fee, firstGameweek }, existing);
    });
  }

  /**
   * The first gameweek that counts for a new member: the league's first, or, joining a running
   * championship's league, the one after its latest started (points scored before the join do not
   * count). Once its last gameweek has started there is none left to play.
   */
  private async firstGameweekFor(
    manager: EntityManager,
    league: LeagueEntity,
    started: boolean,
  ): Promise<number> {
    if (!started) return league.startGameweek;
    const played = await this.gameweeks.startedBetween(league.startGameweek, league.endGameweek, manager);
    const next = (played.at(-1) ?? league.startGameweek - 1) + 1;
    if (next > league.endGameweek) throw LeaguesErrors.LEAGUE_CLOSED();
    return next;
  }

  /**
   * Gives the manager a seat: ACTIVE at once when there is nothing to pay, else PENDING (no seat
   * yet) while the entry fee is held. A refused membership of theirs is taken again.
   */
  private async seatIn(
    manager: EntityManager,
    league: LeagueEntity,
    managerId: string,
    { fee, firstGameweek }: { fee: number; firstGameweek: number },
    refused: LeagueMembershipEntity | null = null,
  ): Promise<LeagueMembershipEntity> {
    const membership = await this.leagues.saveMembershipIn(manager, {
      id: refused?.id ?? randomUUID(),
      leagueId: league.id,
      managerId,
      status: fee > 0 ? 'PENDING' : 'ACTIVE',
      refusal: null,
      joinedAt: new Date(),
      firstGameweek,
      finalRank: null,
      prize: 0,
    });
    if (fee === 0)
      await recordMemberJoined(
        manager,
        membership,
        await this.leagues.activeMembersIn(manager, membership.leagueId),
      );
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
