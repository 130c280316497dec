import { graphql } from '@/graphql/__generated__';

/** One line of the manager's statement. */
export const SplStatementLineFieldsFragment = graphql(`
  fragment SplStatementLineFields on SplStatementLine {
    id
    at
    kind
    amount
    balanceAfter
    reason
    holdStatus
    fee
    cause {
      type
      id
    }
    footballer {
      id
    }
  }
`);

/** The statement, a page at a time: the newest lines, then those before `before` (Load more). */
export const SplStatementDocument = graphql(`
  query SplStatement($limit: Int, $before: ID) {
    splStatement(limit: $limit, before: $before) {
      items {
        ...SplStatementLineFields
      }
      total
      nextCursor
    }
  }
`);
