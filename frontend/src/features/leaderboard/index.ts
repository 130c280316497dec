// The global leaderboard's public API for its page.
export { LEADERBOARD_PATH, type LeaderboardEntry } from '@/features/leaderboard/api/leaderboard.rest';
export { LeaderboardPodium } from '@/features/leaderboard/components/leaderboard-podium';
export { RankingsList } from '@/features/leaderboard/components/rankings-list';
export { useLeaderboard } from '@/features/leaderboard/hooks/use-leaderboard';
