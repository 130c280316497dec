import { useId } from 'react';
import { PackagePlus, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { MarketPlayerForm } from '@/features/marketplace/components/market-player-form';
import { MarketPlayerHeader } from '@/features/marketplace/components/market-player-header';
import { MarketPrice } from '@/features/marketplace/components/market-price';
import type { NewCardOfferFieldsFragment } from '@/graphql/__generated__/graphql';

/** A new card of a footballer sold by the product at its tier's list price, with how many are left. */
export function NewCardOfferCard({ offer, onBuy }: { offer: NewCardOfferFieldsFragment; onBuy: () => void }) {
  const titleId = useId();
  const { players: player } = offer;
  return (
    <Card data-testid="new-card-offer" role="group" aria-labelledby={titleId} className="gap-4 py-5">
      <MarketPlayerHeader titleId={titleId} player={player} />
      <CardContent className="grid gap-3 px-5 text-sm">
        <MarketPlayerForm footballer={player.footballer} />
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <PackagePlus aria-hidden="true" className="size-4" />
          <span>
            New card ·{' '}
            <span className="font-medium text-foreground">
              {offer.remaining.toLocaleString('en-US')} left
            </span>
          </span>
        </p>
        <MarketPrice spl={offer.price} className="text-2xl" onCard />
      </CardContent>
      <CardFooter className="mt-auto px-5">
        <Button className="w-full" onClick={onBuy} aria-label={`Buy Now: new ${player.name} card`}>
          <ShoppingCart aria-hidden="true" />
          Buy Now
        </Button>
      </CardFooter>
    </Card>
  );
}
