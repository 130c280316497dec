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

export const MyBattlesDocument = graphql(`
  query MyBattles {
    myBattles {
      ...BattleFields
    }
  }
`);

export const OpenBattlesDocument = graphql(`
  query OpenBattles {
    openBattles {
      ...BattleFields
    }
  }
`);

export const CreateBattleDocument = graphql(`
  mutation CreateBattle($input: CreateBattleInput!) {
    createBattle(input: $input) {
      ...BattleFields
    }
  }
`);

export const AcceptBattleDocument = graphql(`
  mutation AcceptBattle($battleId: ID!) {
    acceptBattle(battleId: $battleId) {
      ...BattleFields
    }
  }
`);

export const CancelBattleDocument = graphql(`
  mutation CancelBattle($battleId: ID!) {
    cancelBattle(battleId: $battleId) {
      ...BattleFields
    }
  }
`);

// The gameweek a battle created now is for: its deadline is the opponent's last moment to accept.
export const NextGameweekDocument = graphql(`
  query NextGameweek {
    nextGameweek {
      number
      deadline
    }
  }
`);
