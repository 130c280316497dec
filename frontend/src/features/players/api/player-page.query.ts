import { graphql } from '@/graphql/__generated__';

/** A footballer's page: each section reads the fragment it owns. */
export const PlayerPageDocument = graphql(`
  query PlayerPage($id: ID!) {
    footballer(id: $id) {
      id
      ...PlayerHeader_footballer
      ...PlayerFigures_footballer
      ...PlayerPoints_footballer
      ...PlayerFixtures_footballer
      ...PlayerMarket_footballer
    }
  }
`);
