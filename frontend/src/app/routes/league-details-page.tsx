import { useParams } from 'react-router';
import { LeagueDetailsView } from '@/features/leagues';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /leagues/:id (signed in): one league's page. */
export function LeagueDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  // A new league's page starts afresh (no state carried over from the previous league).
  return <LeagueDetailsView key={id} leagueId={id} currentUserId={user?.id ?? null} />;
}
