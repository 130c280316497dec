import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@sfl/events';
import type { CompetitionStakeRefused } from '@sfl/contracts';
import type { EntityManager } from 'typeorm';
import { stakeRefusalText } from '../shared/stake-refusal';
import type { LeagueStakeEntity } from './entities/league-stake.entity';
import type { LeagueEntity } from './entities/league.entity';
import { recordLeagueFinished, recordMemberJoined } from './league-events';
import { seatRefusal } from './league-rules';
import { LeagueStakesRepository } from './league-stakes.repository';
import { LeagueStakesService } from './league-stakes.service';
import { LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';

const isOver = (league: LeagueEntity) => league.phase === 'CANCELLED' || league.phase === 'FINISHED';

/**
 * spl-rewards' answers to a league's stakes (docs/leagues.md). A held prize pool opens the league
 * and a refused one cancels it; a held entry fee seats the member (ACTIVE) while the league still
 * has a seat for him, else it goes straight back, as it does for a league already over; a refused
 * one refuses the join. An answer for a stake that
 * is not waiting for one (another feature's, or a redelivery) changes nothing.
 */
@Injectable()
export class LeagueFundingService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly stakeRows: LeagueStakesRepository,
    private readonly stakes: LeagueStakesService,
    private readonly views: LeagueViewsService,
  ) {}

  async heldIn(manager: EntityManager, stakeId: string): Promise<void> {
    const answered = await this.awaitingIn(manager, stakeId);
    if (!answered) return;
    const { league, stake } = answered;
    await this.stakeRows.setAnswerIn(manager, stake.id, 'HELD');
    stake.status = 'HELD';
    if (isOver(league)) {
      await this.refuseSeatIn(manager, stake, 'The league ended before your entry fee was held');
      const reason = league.phase === 'CANCELLED' ? 'league_cancelled' : 'league_join_withdrawn';
      return this.stakes.releaseIn(manager, league.id, [stake], reason);
    }
    if (stake.purpose === 'league_prize_pool') {
      await this.leagues.markFundedIn(manager, league.id);
      return;
    }
    const membership = await this.pendingMembershipIn(manager, stake);
    if (!membership) return;
    // Seats go to fees held, first held first: the league may have filled or started meanwhile.
    const moment = (await this.views.momentsOf([league], manager)).get(league.id)!;
    const noSeat = seatRefusal(league, moment);
    if (noSeat) {
      await this.refuseSeatIn(manager, stake, `${noSeat.message}: your entry fee was given back`);
      return this.stakes.releaseIn(manager, league.id, [stake], 'league_join_withdrawn');
    }
    await this.leagues.activateMembershipIn(manager, membership.id);
    await recordMemberJoined(
      manager,
      { ...membership, status: 'ACTIVE' },
      await this.leagues.activeMembersIn(manager, membership.leagueId),
    );
  }

  async refusedIn(manager: EntityManager, refusal: PayloadOf<typeof CompetitionStakeRefused>): Promise<void> {
    const answered = await this.awaitingIn(manager, refusal.stakeId);
    if (!answered) return;
    const { league, stake } = answered;
    await this.stakeRows.setAnswerIn(manager, stake.id, 'REFUSED');
    if (stake.purpose === 'league_entry_fee') {
      return this.refuseSeatIn(manager, stake, stakeRefusalText('Entry fee', refusal));
    }
    if (league.phase !== 'FUNDING') return;
    // No prize pool, no league: the entry fees already held go back.
    const finishedAt = new Date();
    await this.leagues.markEndedIn(manager, league.id, 'CANCELLED', finishedAt);
    await this.stakes.releaseIn(
      manager,
      league.id,
      await this.stakeRows.heldIn(manager, league.id),
      'league_cancelled',
    );
    await recordLeagueFinished(manager, league, { cancelled: true, standings: [], finishedAt });
  }

  /** The stake and its league (locked, league first as every writer does) when it waits for its answer. */
  private async awaitingIn(manager: EntityManager, stakeId: string) {
    const found = await this.stakeRows.byIdIn(manager, stakeId);
    if (!found) return null;
    const league = await this.leagues.lockIn(manager, found.leagueId);
    const stake = await this.stakeRows.lockIn(manager, stakeId);
    return league && stake?.status === 'REQUESTED' ? { league, stake } : null;
  }

  private async pendingMembershipIn(manager: EntityManager, stake: LeagueStakeEntity) {
    if (!stake.membershipId) return null;
    const membership = await this.leagues.membershipById(stake.membershipId, manager);
    return membership?.status === 'PENDING' ? membership : null;
  }

  // The join is refused; the membership says why.
  private async refuseSeatIn(
    manager: EntityManager,
    stake: LeagueStakeEntity,
    refusal: string,
  ): Promise<void> {
    const membership = await this.pendingMembershipIn(manager, stake);
    if (membership) await this.leagues.refuseMembershipIn(manager, membership.id, refusal);
  }
}
