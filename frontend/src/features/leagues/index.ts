// The leagues feature's public API: its two pages' views, its cache policies and its reads.
export { leagueTypePolicies } from '@/features/leagues/api/league-type-policies';
export {
  AvailableLeaguesDocument,
  LeagueDetailsDocument,
  LeagueMembershipDocument,
  MyLeaguesDocument,
  MyLeaguesFromDocument,
  SeasonGameweeksDocument,
} from '@/features/leagues/api/league.queries';
export { LeaguesView } from '@/features/leagues/components/leagues-view';
export { LeagueDetailsView } from '@/features/leagues/components/league-details-view';
