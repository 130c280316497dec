import { graphql } from '@/graphql/__generated__';

/** The gameweek being played, if any: points move only while one is. */
export const GameweekStatusDocument = graphql(`
  query GameweekStatus {
    liveGameweek {
      number
    }
  }
`);
