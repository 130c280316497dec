import { graphql } from '@/graphql/__generated__';

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

// The gameweek a battle created now is for: its deadline is the opponent's last moment to accept.
export const NextGameweekDocument = graphql(`
  query NextGameweek {
    nextGameweek {
      number
      deadline
    }
  }
`);
