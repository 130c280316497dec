import { graphql } from '@/graphql/__generated__';

/**
 * The signed-in manager's place in one championship: their pre-registration, and their membership of its
 * league (a championship's league has the championship's id; null until the league exists).
 */
export const MyChampionshipEntryDocument = graphql(`
  query MyChampionshipEntry($id: ID!) {
    championship(id: $id) {
      id
      myPreRegistration {
        id
      }
    }
    league(id: $id) {
      id
      myMembership {
        id
        status
      }
    }
  }
`);
