import { matchActionKinds, matchStatuses } from '@sfl/contracts';
import { graphqlEnum } from '../../shared/graphql-enum';

export const MatchStatusEnum = graphqlEnum(
  matchStatuses,
  'MatchStatus',
  'SCHEDULED, then LIVE, then FT (full time).',
);
export const MatchActionKindEnum = graphqlEnum(matchActionKinds, 'MatchActionKind');
