import { Injectable } from '@nestjs/common';
import {
  POSITION_GROUPS,
  SPL_ACTION_TYPES,
  SPL_REWARDS_PER_EVENT,
  SplRewardsAwarded,
  splRewardFor,
} from '@sfl/contracts';
import { recordEvents, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import type { CreditResult } from '../ledger/ledger.types';
import type { PaidReward, RewardPrice, UnpaidScope } from './reward.types';
import { RewardsRepository } from './rewards.repository';

// recordEvents binds 8 parameters per event; PostgreSQL takes at most 65,535 in one statement.
const EVENTS_PER_STATEMENT = 4_000;

/** The ledger's `kind` of a reward payment's credit. */
const SPL_REWARD_KIND = 'spl_reward';

type AwardedReward = PayloadOf<typeof SplRewardsAwarded>['rewards'][number];

/** Every price of the rules, for the database to pick from. */
const PRICES: RewardPrice[] = SPL_ACTION_TYPES.flatMap((actionType) =>
  POSITION_GROUPS.flatMap((positionGroup) =>
    [false, true].map((isCaptain) => ({
      actionType,
      positionGroup,
      isCaptain,
      splTokens: splRewardFor(actionType, positionGroup, isCaptain),
    })),
  ),
);

/** A manager's rewards paid together: one ledger credit of their sum, referenced by each reward. */
interface Payment {
  paymentId: string;
  managerId: string;
  rewards: PaidReward[];
  /** the rewards' SPL together: the credit */
  amount: number;
}

/**
 * Pays the unpaid (action, starter) pairs of a scope, in the caller's transaction, in one payment
 * per manager (docs/rewards.md, Payments): the reward rows, one ledger credit per manager and
 * their SplRewardsAwarded events, each kind in one statement however many managers and actions.
 * A reward is paid once because its row is: a pair already paid inserts nothing and is not credited.
 */
@Injectable()
export class RewardPayerService {
  constructor(
    private readonly rewards: RewardsRepository,
    private readonly ledger: LedgerService,
  ) {}

  async payIn(manager: EntityManager, scope: UnpaidScope): Promise<number> {
    const paid = await this.rewards.payUnpaidIn(manager, scope, { prices: PRICES, awardedAt: new Date() });
    if (paid.length === 0) return 0;
    const payments = paymentsOf(paid);
    const credits = await this.ledger.creditMany(
      manager,
      payments.map((payment) => ({
        idempotencyKey: `spl-rewards:${payment.paymentId}`,
        managerId: payment.managerId,
        amount: payment.amount,
        kind: SPL_REWARD_KIND,
        reference: payment.paymentId,
      })),
    );
    const events = payments.flatMap((payment, index) =>
      eventsOf(payment, credits[index]!.balance).map((awarded) => ({
        aggregateId: payment.managerId,
        payload: { managerId: payment.managerId, rewards: awarded },
      })),
    );
    for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT)
      await recordEvents(manager, SplRewardsAwarded, events.slice(start, start + EVENTS_PER_STATEMENT));
    return paid.length;
  }
}

/** The rewards by manager, each manager's in the order they were paid. */
function paymentsOf(rewards: readonly PaidReward[]): Payment[] {
  const payments = new Map<string, Payment>();
  for (const reward of rewards) {
    const payment = payments.get(reward.managerId) ?? {
      paymentId: reward.paymentId,
      managerId: reward.managerId,
      rewards: [],
      amount: 0,
    };
    payment.rewards.push(reward);
    payment.amount += reward.splTokens;
    payments.set(reward.managerId, payment);
  }
  return [...payments.values()];
}

/**
 * A payment's rewards as events of at most SPL_REWARDS_PER_EVENT, each reward with the balance
 * right after it, counted back from the balance after the whole payment: a live client shows the
 * balance step by step, as if each reward were credited alone.
 */
function eventsOf(payment: Payment, after: CreditResult['balance']): AwardedReward[][] {
  let currentBalance = after.currentBalance - payment.amount;
  let totalEarned = after.totalEarned - payment.amount;
  const awarded = payment.rewards.map((reward): AwardedReward => {
    currentBalance += reward.splTokens;
    totalEarned += reward.splTokens;
    return {
      rewardId: reward.id,
      actionType: reward.actionType,
      isCaptain: reward.isCaptain,
      matchDetails: reward.matchDetails,
      gameweek: reward.gameweek,
      splTokens: reward.splTokens,
      awardedAt: reward.awardedAt.toISOString(),
      balance: { currentBalance, totalEarned },
    };
  });
  const chunks: AwardedReward[][] = [];
  for (let start = 0; start < awarded.length; start += SPL_REWARDS_PER_EVENT)
    chunks.push(awarded.slice(start, start + SPL_REWARDS_PER_EVENT));
  return chunks;
}
