import { graphql } from '@/graphql/__generated__';

/** The manager's points, rank and team value; read again while a gameweek is played. */
export const MyStatsDocument = graphql(`
  query MyStats {
    myStats {
      ...ManagerStatsFields
    }
  }
`);
