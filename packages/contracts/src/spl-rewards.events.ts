import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_IDS, ACHIEVEMENT_RARITIES } from './achievements';
import { STAKE_PURPOSES } from './competitions';
import { SPL_ACTION_TYPES } from './spl-rewards.rules';

// Keyed by manager id: one manager's awards stay in order, so a live balance never goes back.
export const splRewardsTopic: TopicDefinition = { name: 'spl-rewards.events', partitions: 6 };

const clubRef = z.object({ id: z.uuid(), name: z.string().min(1), shortName: z.string().min(1) });

/** A manager's SPL after the movement the event reports. */
export const splBalance = z.object({
  currentBalance: z.number().int().min(0),
  totalEarned: z.number().int().min(0),
});

/** What happened on the pitch that earned a reward: the footballer, the two clubs, the score then and the minute. */
export const splMatchDetails = z.object({
  matchId: z.uuid(),
  footballerId: z.uuid(),
  footballerName: z.string().min(1),
  homeClub: clubRef,
  awayClub: clubRef,
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  minute: z.number().int().min(0).max(130),
});

/** Most rewards one SplRewardsAwarded carries: a payment of more comes as several events. */
export const SPL_REWARDS_PER_EVENT = 100;

/**
 * The ledger paid a manager for what footballers of their locked lineup did in matches: the
 * rewards of one payment (one ledger transaction), in the order they were paid, each with the
 * manager's balance after it; each (action, action type, manager) is paid once. Self-contained, so
 * live fan-out needs no lookups.
 */
export const SplRewardsAwarded = defineEvent({
  topic: splRewardsTopic.name,
  type: 'SplRewardsAwarded',
  version: 1,
  payload: z.object({
    managerId: z.uuid(),
    rewards: z
      .array(
        z.object({
          rewardId: z.uuid(),
          actionType: z.enum(SPL_ACTION_TYPES),
          isCaptain: z.boolean(),
          matchDetails: splMatchDetails,
          gameweek: z.number().int().positive(),
          splTokens: z.number().int().positive(),
          awardedAt: z.iso.datetime({ offset: true }),
          balance: splBalance,
        }),
      )
      .min(1)
      .max(SPL_REWARDS_PER_EVENT),
  }),
});

/**
 * A manager's achievement reward was paid, in the same transaction: when it unlocked (`unlockedAt`),
 * or at a later gameweek when it was over the manager's achievement budget for the gameweek.
 */
export const AchievementUnlocked = defineEvent({
  topic: splRewardsTopic.name,
  type: 'AchievementUnlocked',
  version: 1,
  payload: z.object({
    managerId: z.uuid(),
    achievementId: z.enum(ACHIEVEMENT_IDS),
    title: z.string().min(1),
    icon: z.string().min(1),
    rarity: z.enum(ACHIEVEMENT_RARITIES),
    category: z.enum(ACHIEVEMENT_CATEGORIES),
    reward: z.object({
      tokens: z.number().int().min(0),
      badge: z.string().nullable(),
      nft: z.string().nullable(),
    }),
    unlockedAt: z.iso.datetime({ offset: true }),
    balance: splBalance,
  }),
});

/**
 * The price of a market purchase is held from the buyer (ledger hold `holdId`): nft may now move
 * the card. Keyed by the buyer.
 */
export const MarketFundsHeld = defineEvent({
  topic: splRewardsTopic.name,
  type: 'MarketFundsHeld',
  version: 1,
  payload: z.object({
    purchaseId: z.uuid(),
    buyerId: z.uuid(),
    holdId: z.uuid(),
    amount: z.number().int().positive(),
    balance: splBalance,
  }),
});

/**
 * What of the balance a refused spending could use: less than `currentBalance` when the spending
 * pays other managers and part of the balance is bonus SPL not yet unlocked by play (absent from
 * events recorded before the rule). Read a refusal with `spendingRefusalOf`.
 */
const spendable = z.number().int().min(0).optional();

/** Why spl-rewards refused to hold SPL: too little of it, or too little of it unlocked for this spending. */
export type SpendingRefusal = 'INSUFFICIENT_SPL' | 'BONUS_SPL_LOCKED';

/** A refusal of an amount the balance covers can only be the bonus rule's. */
export function spendingRefusalOf(refused: { amount: number; currentBalance: number }): SpendingRefusal {
  return refused.amount <= refused.currentBalance ? 'BONUS_SPL_LOCKED' : 'INSUFFICIENT_SPL';
}

/**
 * The buyer holds less SPL than the price, or (a listing, which pays its seller) less once the bonus
 * SPL not yet unlocked by play is set aside: nothing was moved, the purchase fails. Keyed by the buyer.
 */
export const MarketFundsRefused = defineEvent({
  topic: splRewardsTopic.name,
  type: 'MarketFundsRefused',
  version: 1,
  payload: z.object({
    purchaseId: z.uuid(),
    buyerId: z.uuid(),
    amount: z.number().int().positive(),
    currentBalance: z.number().int().min(0),
    spendable,
  }),
});

/**
 * A purchase's hold was settled: captured (the seller and the treasury paid) or released (back to
 * the buyer). `balances` are the managers' figures after it, for live updates. Keyed by the purchase.
 */
export const MarketFundsSettled = defineEvent({
  topic: splRewardsTopic.name,
  type: 'MarketFundsSettled',
  version: 1,
  payload: z.object({
    purchaseId: z.uuid(),
    holdId: z.uuid(),
    outcome: z.enum(['CAPTURED', 'RELEASED']),
    balances: z.array(z.object({ managerId: z.uuid(), balance: splBalance })),
  }),
});

/** A competition stake is held from its manager (ledger hold `holdId`). Keyed by the manager. */
export const CompetitionStakeHeld = defineEvent({
  topic: splRewardsTopic.name,
  type: 'CompetitionStakeHeld',
  version: 1,
  payload: z.object({
    stakeId: z.uuid(),
    managerId: z.uuid(),
    competitionId: z.uuid(),
    purpose: z.enum(STAKE_PURPOSES),
    holdId: z.uuid(),
    amount: z.number().int().positive(),
    balance: splBalance,
  }),
});

/**
 * The manager holds less SPL than the stake, or less once the bonus SPL not yet unlocked by play is
 * set aside (every stake may pay other managers): nothing was moved. Keyed by the manager.
 */
export const CompetitionStakeRefused = defineEvent({
  topic: splRewardsTopic.name,
  type: 'CompetitionStakeRefused',
  version: 1,
  payload: z.object({
    stakeId: z.uuid(),
    managerId: z.uuid(),
    competitionId: z.uuid(),
    purpose: z.enum(STAKE_PURPOSES),
    amount: z.number().int().positive(),
    currentBalance: z.number().int().min(0),
    spendable,
  }),
});

/**
 * A competition's settlement was applied: its stakes paid out to the payees, or released to the
 * managers they were held from. `balances` are the managers' figures after it. Keyed by the competition.
 */
export const CompetitionStakesSettled = defineEvent({
  topic: splRewardsTopic.name,
  type: 'CompetitionStakesSettled',
  version: 1,
  payload: z.object({
    settlementId: z.uuid(),
    competitionId: z.uuid(),
    outcome: z.enum(['PAID_OUT', 'RELEASED']),
    balances: z.array(z.object({ managerId: z.uuid(), balance: splBalance })),
  }),
});

export const splRewardsEventContracts: EventContract[] = [
  SplRewardsAwarded,
  AchievementUnlocked,
  MarketFundsHeld,
  MarketFundsRefused,
  MarketFundsSettled,
  CompetitionStakeHeld,
  CompetitionStakeRefused,
  CompetitionStakesSettled,
];
