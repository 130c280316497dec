import { POSITION_GROUPS, SPL_ACTION_TYPES } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { SplRewardsTypes } from '../graphql-types';

/** matches' PositionGroup enum, declared here too (same values and description) for the reward table. */
export const PositionGroupEnum = graphqlEnum(POSITION_GROUPS, {
  name: 'PositionGroup',
  description: 'GK, defenders, midfielders, attackers.',
  registerIn: SplRewardsTypes,
});

export const SplActionTypeEnum = graphqlEnum(SPL_ACTION_TYPES, {
  name: 'SplActionType',
  description: 'What a fielded footballer did that earned SPL.',
  registerIn: SplRewardsTypes,
});
