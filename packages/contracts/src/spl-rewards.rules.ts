import type { PositionGroup } from './football';

/** What earns SPL: the reward kinds of the SPL rewards page (its `actionType`). */
export const SPL_ACTION_TYPES = ['goal', 'assist', 'clean_sheet', 'penalty_save'] as const;
export type SplActionType = (typeof SPL_ACTION_TYPES)[number];

export interface SplRewardRule {
  actionType: SplActionType;
  /** how the rules and rewards pages name it */
  label: string;
  /** whole SPL: one amount for every position group, or one per group */
  spl: number | Readonly<Record<PositionGroup, number>>;
}

/**
 * The SPL a manager earns when a footballer of their squad does one of these in a match: the
 * table the ledger pays from and the rules page shows. The captain's rewards are multiplied.
 */
export const SPL_REWARDS: readonly SplRewardRule[] = [
  { actionType: 'goal', label: 'Goal', spl: { GK: 800, DEF: 500, MID: 250, ATT: 200 } },
  { actionType: 'assist', label: 'Assist', spl: 200 },
  { actionType: 'clean_sheet', label: 'Clean sheet', spl: 300 },
  { actionType: 'penalty_save', label: 'Penalty save', spl: 500 },
];

export const SPL_CAPTAIN_MULTIPLIER = 2;
/** How the pages show the captain's bonus. */
export const SPL_CAPTAIN_LABEL = `Captain ${SPL_CAPTAIN_MULTIPLIER}x`;

/** The SPL one action of a footballer of `group` earns, multiplied when they are the manager's captain. */
export function splRewardFor(actionType: SplActionType, group: PositionGroup, captain: boolean): number {
  const { spl } = SPL_REWARDS.find((rule) => rule.actionType === actionType)!;
  const amount = typeof spl === 'number' ? spl : spl[group];
  return captain ? amount * SPL_CAPTAIN_MULTIPLIER : amount;
}
