import { graphql } from '@/graphql/__generated__';

// One set of fields for a live match, read by the home list's rows, the match dialog and the poll, selected
// by the `liveMatchUpdated` subscription and written by the cache writer from each payload: what a payload
// brings is exactly what every view of the match reads, so a match that kicks off later can join the list
// whole.
graphql(`
  fragment LiveMatchFields on Match {
    id
    gameweek
    status
    minute
    homeScore
    awayScore
    score
    version
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
  }
`);
