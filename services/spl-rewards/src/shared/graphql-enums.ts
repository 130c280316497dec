import { registerEnumType } from '@nestjs/graphql';
import { POSITION_GROUPS, type PositionGroup, SPL_ACTION_TYPES, type SplActionType } from '@sfl/contracts';
import { SplRewardsTypes } from '../graphql-types';

/** matches' PositionGroup enum, declared here too (same values and description) for the reward table. */
export const PositionGroupEnum = Object.fromEntries(POSITION_GROUPS.map((group) => [group, group])) as {
  [G in PositionGroup]: G;
};
registerEnumType(PositionGroupEnum, {
  name: 'PositionGroup',
  description: 'GK, defenders, midfielders, attackers.',
  registerIn: SplRewardsTypes,
});

export const SplActionTypeEnum = Object.fromEntries(SPL_ACTION_TYPES.map((type) => [type, type])) as {
  [T in SplActionType]: T;
};
registerEnumType(SplActionTypeEnum, {
  name: 'SplActionType',
  description: 'What a fielded footballer did that earned SPL.',
  registerIn: SplRewardsTypes,
});
