import { POSITION_GROUPS } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { SquadsTypes } from '../graphql-types';

/** matches' PositionGroup enum, declared here too (same values and description) for the slots. */
export const PositionGroupEnum = graphqlEnum(POSITION_GROUPS, {
  name: 'PositionGroup',
  description: 'GK, defenders, midfielders, attackers.',
  registerIn: SquadsTypes,
});
