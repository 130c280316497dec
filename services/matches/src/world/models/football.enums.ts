import { POSITION_GROUPS, POSITIONS, RARITIES } from '@sfl/contracts';
import { graphqlEnum } from '../../shared/graphql-enum';

export const PositionEnum = graphqlEnum(POSITIONS, 'Position', 'Where a footballer plays.');
export const PositionGroupEnum = graphqlEnum(
  POSITION_GROUPS,
  'PositionGroup',
  'GK, defenders, midfielders, attackers.',
);
export const RarityEnum = graphqlEnum(
  RARITIES,
  'Rarity',
  'Follows the rating: 90+ legendary, 85+ epic, 78+ rare.',
);
