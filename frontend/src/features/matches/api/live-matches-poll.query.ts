import { graphql } from '@/graphql/__generated__';

/** Re-read by visitors without a subscription; the answer lands in the same cached list the home query reads. */
export const LiveMatchesPollDocument = graphql(`
  query LiveMatchesPoll {
    liveMatches {
      id
      ...LiveMatchFields
    }
  }
`);
