import { POSITION_GROUPS, POSITIONS, RARITIES } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { MatchesTypes } from '../../graphql-types';

export const PositionEnum = graphqlEnum(POSITIONS, {
  name: 'Position',
  description: 'Where a footballer plays.',
  registerIn: MatchesTypes,
});
export const PositionGroupEnum = graphqlEnum(POSITION_GROUPS, {
  name: 'PositionGroup',
  description: 'GK, defenders, midfielders, attackers.',
  registerIn: MatchesTypes,
});
export const RarityEnum = graphqlEnum(RARITIES, {
  name: 'Rarity',
  description: 'Follows the rating: 90+ legendary, 85+ epic, 78+ rare.',
  registerIn: MatchesTypes,
});
