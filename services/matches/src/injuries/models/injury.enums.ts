import { graphqlEnum } from '@sfl/subgraph';
import { INJURY_SEVERITIES, INJURY_STATUSES } from '../injury-catalogue';
import { MatchesTypes } from '../../graphql-types';

const INJURY_POSITIONS = ['FWD', 'MID', 'DEF'] as const;
export type InjuryPosition = (typeof INJURY_POSITIONS)[number];

export const InjurySeverityEnum = graphqlEnum(INJURY_SEVERITIES, {
  name: 'InjurySeverity',
  registerIn: MatchesTypes,
});
export const InjuryStatusEnum = graphqlEnum(INJURY_STATUSES, {
  name: 'InjuryStatus',
  description: 'How close the return is: OUT, then DOUBTFUL (3 days left), then QUESTIONABLE (1 day left).',
  registerIn: MatchesTypes,
});
export const InjuryPositionEnum = graphqlEnum(INJURY_POSITIONS, {
  name: 'InjuryPosition',
  description: 'Goalkeepers count as DEF.',
  registerIn: MatchesTypes,
});
