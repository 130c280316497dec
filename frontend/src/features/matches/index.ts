// The matches feature's public API for the app shell and the home page.
export { matchTypePolicies } from '@/features/matches/api/match-type-policies';
export { createMatchVersionLink } from '@/features/matches/api/match-version-link';
export { HomePageDocument } from '@/features/matches/api/home-page.query';
export { LiveMatchesPanel } from '@/features/matches/components/live-matches-panel';
export { MatchDialog } from '@/features/matches/components/match-dialog';
export { TopPerformersPanel } from '@/features/matches/components/top-performers-panel';
export { useLiveMatchUpdates } from '@/features/matches/hooks/use-live-match-updates';
export { useMatchDialogParam } from '@/features/matches/hooks/use-match-dialog-param';
export { GameweekStatusDocument } from '@/features/matches/api/gameweek-status.query';
export { useGameweekLive } from '@/features/matches/hooks/use-gameweek-live';
export { useTopPerformersRefresh } from '@/features/matches/hooks/use-top-performers-refresh';
