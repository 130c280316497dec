import { graphql } from '@/graphql/__generated__';

// One shape of a battle for every list and mutation answer, so an answer updates the cached battle everywhere.
graphql(`
  fragment BattleFields on Battle {
    id
    challenger {
      id
      username
    }
    opponent {
      id
      username
    }
    invited {
      id
      username
    }
    status
    wager
    prize
    gameweek
    acceptBy
    challengerScore
    opponentScore
    result
    funded
    refusal
    createdAt
    settledAt
  }
`);
