// The GraphQL operations behind GET /api/leaderboard: a page of the ranking (the same for every
// caller, so the gateway keeps it), and the signed-in caller's own row.

import { graphql } from '../graphql/__generated__';
import type { FacadeLeaderboardEntryFieldsFragment } from '../graphql/__generated__/graphql';

// Spread by the documents below: codegen writes it into each, and types it (FacadeLeaderboardEntryFieldsFragment).
graphql(`
  fragment FacadeLeaderboardEntryFields on LeaderboardEntry {
    id
    rank
    username
    teamName
    totalPoints
  }
`);

export const LEADERBOARD = graphql(`
  query FacadeLeaderboard($limit: Int!, $offset: Int!) {
    leaderboard(limit: $limit, offset: $offset) {
      entries {
        ...FacadeLeaderboardEntryFields
      }
    }
  }
`);
export const MY_LEADERBOARD_ENTRY = graphql(`
  query FacadeMyLeaderboardEntry {
    myLeaderboardEntry {
      ...FacadeLeaderboardEntryFields
    }
  }
`);

/** The first page when none is asked for: the top 100 (the most one page of a list answers). */
export const TOP_PAGE = { limit: 100, offset: 0 };

export type LeaderboardEntry = FacadeLeaderboardEntryFieldsFragment;

/** The page's rows, then the caller's own row when it is not among them. */
export function withOwnRow(entries: LeaderboardEntry[], mine: LeaderboardEntry | null): LeaderboardEntry[] {
  return mine && !holdsRowOf(entries, mine.id) ? [...entries, mine] : entries;
}

export const holdsRowOf = (entries: LeaderboardEntry[], managerId: string): boolean =>
  entries.some((entry) => entry.id === managerId);

/** `?offset=&limit=` as GraphQL variables: a missing one takes the top page's, anything else goes
 * to GraphQL as given (a non-number becomes NaN, which its Int coercion rejects with 400). */
export function pageOf(query: Record<string, unknown>) {
  const asked = (value: unknown, fallback: number) => (value === undefined ? fallback : Number(value));
  return { limit: asked(query.limit, TOP_PAGE.limit), offset: asked(query.offset, TOP_PAGE.offset) };
}
