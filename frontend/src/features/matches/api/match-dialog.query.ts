import { graphql } from '@/graphql/__generated__';

export const MatchDialogDocument = graphql(`
  query MatchDialog($id: ID!) {
    match(id: $id) {
      id
      ...MatchDialog_match
    }
  }
`);
