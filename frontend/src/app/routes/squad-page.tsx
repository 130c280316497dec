import { useQuery } from '@apollo/client/react';
import { PageSkeleton } from '@/components/page-skeleton';
import { PanelError } from '@/components/panel-states';
import {
  MyCardsFromDocument,
  SQUAD_BUILDER_CARDS_PAGE,
  SquadBuilder,
  SquadBuilderDocument,
} from '@/features/squads';
import { useRemainingPages } from '@/lib/use-remaining-pages';
import { NextLockCountdown } from '@/features/game-clock';

/** /squad (signed in): the squad builder on the saved squad and the owned cards. */
export function SquadPage() {
  const { data, error, refetch, fetchMore } = useQuery(SquadBuilderDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // Every owned card is a candidate: the pages after the first are read into the same list.
  useRemainingPages(data?.myCards.length, SQUAD_BUILDER_CARDS_PAGE, fetchMore, MyCardsFromDocument);

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Squad Builder</h1>
        <p className="text-muted-foreground">
          Pick your formation, your starting XI, six substitutes and your captain from your NFT players.
        </p>
      </div>
      <NextLockCountdown />
      {data ? (
        <SquadBuilder data={data} />
      ) : error ? (
        <PanelError
          message="Your squad could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <PageSkeleton />
      )}
    </div>
  );
}
