import { ChampionshipsView } from '@/features/championships';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /championships (public): visitors see the championships; pre-registering and joining ask them to log in. */
export function ChampionshipsPage() {
  const { user } = useCurrentUser();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Championships</h1>
        <p className="text-muted-foreground">
          Pre-register for the next championships, and join the ones under way.
        </p>
      </div>
      <ChampionshipsView signedIn={user !== null} />
    </div>
  );
}
