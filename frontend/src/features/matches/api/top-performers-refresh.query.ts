import { graphql } from '@/graphql/__generated__';

/** Top Performers alone, as the home query asks for it: its answer replaces the panel's cached list. */
export const TopPerformersRefreshDocument = graphql(`
  query TopPerformersRefresh {
    topPerformers(limit: 5) {
      ...TopPerformersPanel_performance
    }
  }
`);
