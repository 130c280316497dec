import type { Rarity } from './football';

/** How the achievements pages group and colour achievements. */
export const ACHIEVEMENT_CATEGORIES = ['scoring', 'trading', 'team', 'league', 'special'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const ACHIEVEMENT_RARITIES = ['common', 'rare', 'epic', 'legendary', 'special'] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

export const ACHIEVEMENT_IDS = [
  'first-goal',
  'hat-trick-hero',
  'century-club',
  'market-master',
  'legend-collector',
  'league-champion',
  'early-adopter',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** An achievement's prize: SPL paid once through the ledger, and a badge and/or an NFT where it has one. */
export interface AchievementReward {
  tokens: number;
  /** the badge's name, shown in the Reward Center */
  badge: string | null;
  /** what NFT it grants, shown in the Reward Center's NFT collection */
  nft: string | null;
}

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  description: string;
  /** what exactly counts, beside the description: the pages and the whitepaper state it */
  rule: string;
  /** an emoji the pages show as the achievement's icon */
  icon: string;
  rarity: AchievementRarity;
  category: AchievementCategory;
  /** the progress at which it unlocks */
  maxProgress: number;
  reward: AchievementReward;
}

/** Managers who registered among the first this many are Early Adopters. */
export const EARLY_ADOPTER_MANAGERS = 1_000;

/**
 * The least price (whole SPL) of a market sale that counts towards Market Master, by the card's
 * tier (DEFAULT is the Common tier): a card passed back and forth at 1 SPL trades nothing.
 */
export const MARKET_MASTER_PRICE_FLOORS: Readonly<Record<Rarity, number>> = {
  LEGENDARY: 1_250,
  EPIC: 250,
  RARE: 50,
  DEFAULT: 10,
};

/**
 * League Champion pays only for a league in which at least this many members scored (points > 0),
 * the champion among them: an empty league of two at 0 points won on the tie-break pays nothing.
 */
export const LEAGUE_CHAMPION_MIN_SCORING_MEMBERS = 6;

/**
 * Achievement SPL paid to one manager per gameweek unless the operator sets another
 * (spl-rewards ACHIEVEMENT_SPL_PER_GAMEWEEK); what is over is paid from the next gameweek's.
 */
export const ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT = 3_000;

/**
 * Bonus SPL (achievements, Early Adopter's included) issued to all managers together per gameweek
 * unless the operator sets another (spl-rewards BONUS_SPL_PER_GAMEWEEK_GLOBAL; the reasoning is in
 * its docs/ledger.md, Emission budget): room for the 1,000 Early Adopters' 1,000,000 before the
 * first deadline and as much again, while a farm of accounts can never take more in a gameweek.
 */
export const BONUS_SPL_PER_GAMEWEEK_GLOBAL_DEFAULT = 2_000_000;

const TIER_NAMES: Readonly<Record<Rarity, string>> = {
  LEGENDARY: 'Legendary',
  EPIC: 'Epic',
  RARE: 'Rare',
  DEFAULT: 'Common',
};

const spl = (amount: number) => `${amount.toLocaleString('en')} SPL`;
const PRICE_FLOORS_TEXT = (Object.keys(TIER_NAMES) as Rarity[])
  .map((rarity) => `${TIER_NAMES[rarity]} ${spl(MARKET_MASTER_PRICE_FLOORS[rarity])}`)
  .join(', ');
const HELD_THROUGH_A_DEADLINE =
  'held through a gameweek deadline (yours before the first match of a gameweek that has since kicked off)';

/**
 * Every achievement of the product, in the order the pages list them. The rewards engine
 * (spl-rewards) tracks progress from events and pays each reward once; the texts are the pages'.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first-goal',
    title: 'First Goal',
    description: 'A player you fielded scores a goal',
    rule: 'A starter of the lineup you locked for the gameweek scores a goal or a penalty (own goals and bench players do not count).',
    icon: '⚽',
    rarity: 'common',
    category: 'scoring',
    maxProgress: 1,
    reward: { tokens: 100, badge: 'First Goal', nft: null },
  },
  {
    id: 'hat-trick-hero',
    title: 'Hat-trick Hero',
    description: 'A player you fielded scores 3 or more goals in one match',
    rule: 'One starter of your locked lineup scores 3 goals or more (penalties included, own goals not) in one match.',
    icon: '🎩',
    rarity: 'rare',
    category: 'scoring',
    maxProgress: 3,
    reward: { tokens: 500, badge: 'Hat-trick Hero', nft: null },
  },
  {
    id: 'century-club',
    title: 'Century Club',
    description: 'Score 100 fantasy points',
    rule: "Your season's total of fantasy points reaches 100; a later correction below 100 does not take it back.",
    icon: '💯',
    rarity: 'epic',
    category: 'team',
    maxProgress: 100,
    reward: { tokens: 1000, badge: 'Century Club', nft: null },
  },
  {
    id: 'market-master',
    title: 'Market Master',
    description: 'Complete 10 successful trades in the marketplace',
    rule: `Marketplace sales with 10 different managers, each at or above its card's tier floor (${PRICE_FLOORS_TEXT}); a sale counts for its seller only when the card was ${HELD_THROUGH_A_DEADLINE}.`,
    icon: '🤝',
    rarity: 'rare',
    category: 'trading',
    maxProgress: 10,
    reward: { tokens: 750, badge: 'Market Master', nft: null },
  },
  {
    id: 'legend-collector',
    title: 'Legend Collector',
    description: 'Own 5 players with an overall rating of 90 or more',
    rule: `A card of a footballer rated 90 or more counts while you hold it, once it was ${HELD_THROUGH_A_DEADLINE}.`,
    icon: '👑',
    rarity: 'legendary',
    category: 'team',
    maxProgress: 5,
    reward: { tokens: 2500, badge: 'Legend Collector', nft: 'A Legendary player card' },
  },
  {
    id: 'league-champion',
    title: 'League Champion',
    description: 'Finish first in a league',
    rule: `Rank 1, with points, of a league not cancelled in which at least ${LEAGUE_CHAMPION_MIN_SCORING_MEMBERS} members scored points; paid once, however many leagues you win.`,
    icon: '🏆',
    rarity: 'legendary',
    category: 'league',
    maxProgress: 1,
    reward: { tokens: 2000, badge: 'League Champion', nft: null },
  },
  {
    id: 'early-adopter',
    title: 'Early Adopter',
    description: `Be one of the first ${EARLY_ADOPTER_MANAGERS.toLocaleString('en')} managers to register`,
    rule: `Your registration time is among the first ${EARLY_ADOPTER_MANAGERS.toLocaleString('en')} of the product.`,
    icon: '🚀',
    rarity: 'special',
    category: 'special',
    maxProgress: 1,
    reward: { tokens: 1000, badge: 'Early Adopter', nft: null },
  },
];
