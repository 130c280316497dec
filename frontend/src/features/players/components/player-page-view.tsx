import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { NotFoundCard } from '@/components/not-found-card';
import { PageSkeleton } from '@/components/page-skeleton';
import { PanelError } from '@/components/panel-states';
import { Button } from '@/components/ui/button';
import { PlayerPageDocument } from '@/features/players/api/player-page.query';
import { PlayerFigures } from '@/features/players/components/player-figures';
import { PlayerFixtures } from '@/features/players/components/player-fixtures';
import { PlayerHeader } from '@/features/players/components/player-header';
import { PlayerMarket } from '@/features/players/components/player-market';
import { PlayerPoints } from '@/features/players/components/player-points';

/** /players/:id: who he is, how he plays, what is ahead of him, and what his cards cost. */
export function PlayerPageView({ footballerId }: { footballerId: string }) {
  const { data, error, refetch } = useQuery(PlayerPageDocument, {
    variables: { id: footballerId },
    fetchPolicy: 'cache-and-network',
  });
  const footballer = data?.footballer;

  if (footballer === undefined) {
    return (
      <div className="grid gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Player</h1>
        {error ? (
          <PanelError
            message="The player could not be loaded."
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <PageSkeleton />
        )}
      </div>
    );
  }
  if (footballer === null) return <PlayerNotFound />;

  return (
    <div className="grid gap-6">
      <PlayerHeader footballer={footballer} />
      <PlayerFigures footballer={footballer} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PlayerPoints footballer={footballer} />
        <PlayerFixtures footballer={footballer} />
      </div>
      <PlayerMarket footballer={footballer} />
    </div>
  );
}

function PlayerNotFound() {
  return (
    <NotFoundCard
      icon={<SearchX aria-hidden="true" className="size-6 text-muted-foreground" />}
      title="Player not found"
      description="There is no footballer at this address."
      action={
        <Button asChild variant="outline">
          <Link to="/marketplace">
            <ArrowLeft aria-hidden="true" />
            Marketplace
          </Link>
        </Button>
      }
    />
  );
}
