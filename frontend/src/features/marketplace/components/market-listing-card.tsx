import { useId } from 'react';
import { ShoppingCart, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { MarketPlayerForm } from '@/features/marketplace/components/market-player-form';
import { MarketPlayerHeader } from '@/features/marketplace/components/market-player-header';
import { MarketPrice } from '@/features/marketplace/components/market-price';
import type { MarketListingCardFieldsFragment } from '@/graphql/__generated__/graphql';

type MarketListingCardProps = {
  listing: MarketListingCardFieldsFragment;
  /** The signed-in manager's own listing: shown, never offered to them. */
  own: boolean;
  onBuy: () => void;
};

/** A manager's player for sale: the player, the seller, the price and Buy Now. */
export function MarketListingCard({ listing, own, onBuy }: MarketListingCardProps) {
  const titleId = useId();
  const { players: player, marketplace, users: seller } = listing;
  return (
    <Card data-testid="market-listing" role="group" aria-labelledby={titleId} className="gap-4 py-5">
      <MarketPlayerHeader titleId={titleId} player={player} />
      <CardContent className="grid gap-3 px-5 text-sm">
        <MarketPlayerForm footballer={player.footballer} />
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <UserRound aria-hidden="true" className="size-4" />
          <span>
            Seller <span className="font-medium text-foreground">{seller.username}</span>
          </span>
        </p>
        <MarketPrice spl={marketplace.price} className="text-2xl" onCard />
      </CardContent>
      <CardFooter className="mt-auto px-5">
        {own ? (
          <Badge variant="secondary" className="h-8 px-3 text-sm">
            Your listing
          </Badge>
        ) : (
          <Button className="w-full" onClick={onBuy} aria-label={`Buy Now: ${player.name}`}>
            <ShoppingCart aria-hidden="true" />
            Buy Now
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
