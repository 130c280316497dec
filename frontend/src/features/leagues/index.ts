// The leagues feature's public API: its two pages' views and its cache policies.
export { leagueTypePolicies } from '@/features/leagues/api/league-type-policies';
export { LeaguesView } from '@/features/leagues/components/leagues-view';
export { LeagueDetailsView } from '@/features/leagues/components/league-details-view';
