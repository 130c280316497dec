import { registerEnumType } from '@nestjs/graphql';
import { POSITION_GROUPS, type PositionGroup } from '@sfl/contracts';
import { SquadsTypes } from '../graphql-types';

/** matches' PositionGroup enum, declared here too (same values and description) for the slots. */
export const PositionGroupEnum = Object.fromEntries(POSITION_GROUPS.map((group) => [group, group])) as {
  [G in PositionGroup]: G;
};
registerEnumType(PositionGroupEnum, {
  name: 'PositionGroup',
  description: 'GK, defenders, midfielders, attackers.',
  registerIn: SquadsTypes,
});
