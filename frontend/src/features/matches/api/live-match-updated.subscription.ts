import { graphql } from '@/graphql/__generated__';

/** Every match's new state (score, minute, status) as it changes; `version` orders them. */
export const LiveMatchUpdatedDocument = graphql(`
  subscription LiveMatchUpdated {
    liveMatchUpdated {
      match {
        id
        gameweek
        homeClub {
          id
          name
          shortName
        }
        awayClub {
          id
          name
          shortName
        }
        homeScore
        awayScore
        score
        minute
        status
        version
      }
    }
  }
`);
