import { graphql } from '@/graphql/__generated__';

/** The home route's one query: each panel's data comes from the fragment its component owns. */
export const HomePageDocument = graphql(`
  query HomePage {
    liveMatches {
      id
      ...LiveMatchFields
    }
    topPerformers(limit: 5) {
      ...TopPerformersPanel_performance
    }
  }
`);
