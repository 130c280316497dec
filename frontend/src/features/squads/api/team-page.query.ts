import { graphql } from '@/graphql/__generated__';

/** /team's one query: the layouts (for every formation's pitch), the squad and the manager's figures. */
export const TeamPageDocument = graphql(`
  query TeamPage {
    formations {
      ...FormationLayoutFields
    }
    mySquad {
      ...SquadFields
    }
    myStats {
      ...ManagerStatsFields
    }
  }
`);
