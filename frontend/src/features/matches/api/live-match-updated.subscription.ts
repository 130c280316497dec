import { graphql } from '@/graphql/__generated__';

/** Every match's new state (score, minute, status) as it changes; `version` orders them. */
export const LiveMatchUpdatedDocument = graphql(`
  subscription LiveMatchUpdated {
    liveMatchUpdated {
      match {
        ...LiveMatchFields
      }
    }
  }
`);
