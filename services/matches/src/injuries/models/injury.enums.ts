import { graphqlEnum } from '../../shared/graphql-enum';
import { INJURY_SEVERITIES, INJURY_STATUSES } from '../injury-catalogue';

const INJURY_POSITIONS = ['FWD', 'MID', 'DEF'] as const;
export type InjuryPosition = (typeof INJURY_POSITIONS)[number];

export const InjurySeverityEnum = graphqlEnum(INJURY_SEVERITIES, 'InjurySeverity');
export const InjuryStatusEnum = graphqlEnum(
  INJURY_STATUSES,
  'InjuryStatus',
  'How close the return is: OUT, then DOUBTFUL (3 days left), then QUESTIONABLE (1 day left).',
);
export const InjuryPositionEnum = graphqlEnum(
  INJURY_POSITIONS,
  'InjuryPosition',
  'Goalkeepers count as DEF.',
);
