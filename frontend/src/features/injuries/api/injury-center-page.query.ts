import { graphql } from '@/graphql/__generated__';

/** The Injury Center's one query: each card reads the fragment it owns. */
export const InjuryCenterPageDocument = graphql(`
  query InjuryCenterPage {
    injuries {
      id
      ...InjuryCard_injury
    }
  }
`);
