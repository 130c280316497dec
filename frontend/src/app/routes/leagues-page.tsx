import { LeaguesView } from '@/features/leagues';

/** /leagues (signed in): the manager's leagues, leagues to join, Join League by code and Create League. */
export function LeaguesPage() {
  return <LeaguesView />;
}
