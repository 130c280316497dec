import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export const LEADERBOARD_PATH = '/api/leaderboard';

export const leaderboardEntrySchema = z.object({
  /** The manager's user id. */
  id: z.union([z.string(), z.number()]).transform(String),
  rank: z.number().int(),
  username: z.string(),
  teamName: z.string().nullable(),
  totalPoints: z.number().int(),
});

export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;

/** GET /api/leaderboard: the top 100 by total points, plus the caller's own row when outside them. */
export const leaderboardQueryOptions = queryOptions({
  queryKey: [LEADERBOARD_PATH],
  queryFn: () => apiJson('GET', LEADERBOARD_PATH, z.array(leaderboardEntrySchema)),
});
