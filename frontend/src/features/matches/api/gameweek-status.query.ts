import { graphql } from '@/graphql/__generated__';

/** The season's gameweeks and whether each is being played: points move only while one is LIVE. */
export const GameweekStatusDocument = graphql(`
  query GameweekStatus {
    gameweeks(limit: 100) {
      number
      status
    }
  }
`);
