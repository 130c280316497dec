import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SplRewardAwarded, splRewardFor } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import type { UnpaidScope } from './reward.types';
import { RewardsRepository } from './rewards.repository';

// recordEvents binds 8 parameters per event; PostgreSQL takes at most 65,535 in one statement.
const EVENTS_PER_STATEMENT = 4_000;

/** The ledger's `kind` of a reward's credit. */
const SPL_REWARD_KIND = 'spl_reward';

/**
 * Pays the unpaid (action, starter) pairs of a scope, in the caller's transaction: the reward
 * rows, their ledger credits and their SplRewardAwarded events, each in one statement however
 * many managers one action pays.
 */
@Injectable()
export class RewardPayerService {
  constructor(
    private readonly rewards: RewardsRepository,
    private readonly ledger: LedgerService,
  ) {}

  async payIn(manager: EntityManager, scope: UnpaidScope): Promise<number> {
    const unpaid = await this.rewards.unpaidIn(manager, scope);
    if (unpaid.length === 0) return 0;
    const awardedAt = new Date();
    const rewards = unpaid.map((pair) => ({
      ...pair,
      id: randomUUID(),
      awardedAt,
      splTokens: splRewardFor(pair.actionType, pair.positionGroup, pair.isCaptain),
    }));
    const inserted = await this.rewards.insertRewardsIn(manager, rewards);
    const paid = rewards.filter((reward) => inserted.has(reward.id));
    const credits = await this.ledger.creditMany(
      manager,
      paid.map((reward) => ({
        // The natural key of a reward: a second payment of the same pair is a no-op in the ledger too.
        idempotencyKey: `spl-reward:${reward.actionId}:${reward.actionType}:${reward.managerId}`,
        managerId: reward.managerId,
        amount: reward.splTokens,
        kind: SPL_REWARD_KIND,
        reference: reward.id,
      })),
    );
    const events = paid.map((reward, index) => ({
      aggregateId: reward.managerId,
      payload: {
        rewardId: reward.id,
        managerId: reward.managerId,
        actionType: reward.actionType,
        isCaptain: reward.isCaptain,
        matchDetails: reward.matchDetails,
        gameweek: reward.gameweek,
        splTokens: reward.splTokens,
        awardedAt: awardedAt.toISOString(),
        balance: credits[index]!.balance,
      },
    }));
    for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT)
      await recordEvents(manager, SplRewardAwarded, events.slice(start, start + EVENTS_PER_STATEMENT));
    return paid.length;
  }
}
