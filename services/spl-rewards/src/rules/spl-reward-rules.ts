import { POSITION_GROUPS, SPL_CAPTAIN_LABEL, SPL_CAPTAIN_MULTIPLIER, SPL_REWARDS } from '@sfl/contracts';
import type { SplRewardRulesModel } from './models/spl-reward-rules.model';

/** The rules page's table, generated from the ledger's own constants. */
export const SPL_REWARD_RULES: SplRewardRulesModel = {
  rules: SPL_REWARDS.map(({ actionType, label, spl }) => ({
    actionType,
    label,
    amounts:
      typeof spl === 'number'
        ? [{ positionGroup: null, spl }]
        : POSITION_GROUPS.map((group) => ({ positionGroup: group, spl: spl[group] })),
  })),
  captainMultiplier: SPL_CAPTAIN_MULTIPLIER,
  captainLabel: SPL_CAPTAIN_LABEL,
};
