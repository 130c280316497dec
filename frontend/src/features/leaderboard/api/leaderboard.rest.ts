import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export const LEADERBOARD_PATH = '/api/leaderboard';
/** Ranks per page: the first page is the top 100, each Show more the next 100. */
export const LEADERBOARD_PAGE_SIZE = 100;

export const leaderboardEntrySchema = z.object({
  /** The manager's user id. */
  id: z.union([z.string(), z.number()]).transform(String),
  rank: z.number().int(),
  username: z.string(),
  teamName: z.string().nullable(),
  totalPoints: z.number().int(),
});

export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;

function pagePath(offset: number): string {
  return offset === 0
    ? LEADERBOARD_PATH
    : `${LEADERBOARD_PATH}?offset=${offset}&limit=${LEADERBOARD_PAGE_SIZE}`;
}

/** The ranks a page holds, without the caller's own row that each page adds when it is elsewhere. */
function pageRanks(page: readonly LeaderboardEntry[], offset: number): LeaderboardEntry[] {
  return page.filter(({ rank }) => rank > offset && rank <= offset + LEADERBOARD_PAGE_SIZE);
}

/**
 * GET /api/leaderboard page by page: the top 100 (plus the caller's own row when outside them), then
 * `?offset=&limit=` for the next hundreds. A full page means there may be more.
 */
export const leaderboardQueryOptions = infiniteQueryOptions({
  queryKey: [LEADERBOARD_PATH, 'pages'],
  initialPageParam: 0,
  queryFn: ({ pageParam }) => apiJson('GET', pagePath(pageParam), z.array(leaderboardEntrySchema)),
  getNextPageParam: (lastPage, _pages, lastOffset) =>
    pageRanks(lastPage, lastOffset).length === LEADERBOARD_PAGE_SIZE
      ? lastOffset + LEADERBOARD_PAGE_SIZE
      : undefined,
});

/** Every loaded row once (the caller's own row comes with each page), by rank. */
export function mergePages(pages: readonly (readonly LeaderboardEntry[])[]): LeaderboardEntry[] {
  const byId = new Map(pages.flat().map((entry) => [entry.id, entry]));
  return [...byId.values()].sort((a, b) => a.rank - b.rank);
}
