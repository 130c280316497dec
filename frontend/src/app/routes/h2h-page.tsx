import { H2hView } from '@/features/h2h';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /h2h (signed-in): battles of one gameweek against another manager, for an SPL wager each. */
export function H2hPage() {
  const { user } = useCurrentUser();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Head-to-Head Battles</h1>
        <p className="text-muted-foreground">
          Challenge another manager for a gameweek: each stakes the same SPL, and the higher score takes both.
        </p>
      </div>
      {user && <H2hView myId={user.id} />}
    </div>
  );
}
