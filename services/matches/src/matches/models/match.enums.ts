import { matchActionKinds, matchStatuses } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { MatchesTypes } from '../../graphql-types';

export const MatchStatusEnum = graphqlEnum(matchStatuses, {
  name: 'MatchStatus',
  description: 'SCHEDULED, then LIVE, then FT (full time).',
  registerIn: MatchesTypes,
});
export const MatchActionKindEnum = graphqlEnum(matchActionKinds, {
  name: 'MatchActionKind',
  registerIn: MatchesTypes,
});
