import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ListChecks, PencilLine, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PanelMessage } from '@/components/panel-states';
import { TextField } from '@/components/ui/text-field';
import { MarketPrice } from '@/features/marketplace/components/market-price';
import type { ActionError } from '@/features/marketplace/hooks/use-listing-actions';
import { rarityStyle } from '@/lib/rarity-style';
import { marketPriceSchema } from '@/features/marketplace/utils/market-price';
import type { MarketListingFieldsFragment } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';

type Listing = MarketListingFieldsFragment;

type MyListingsPanelProps = {
  listings: readonly Listing[];
  onReprice: (listing: Listing, price: number) => Promise<ActionError>;
  onDelist: (listing: Listing) => Promise<ActionError>;
};

/** My Listings: the caller's open listings, each repriced or taken off the market here. */
export function MyListingsPanel({ listings, onReprice, onDelist }: MyListingsPanelProps) {
  const [delisting, setDelisting] = useState<Listing | null>(null);
  return (
    <Card role="region" aria-labelledby="my-listings-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="my-listings-title" className="flex items-center gap-2 text-lg">
            <ListChecks aria-hidden="true" className="size-5 text-primary" />
            My Listings ({listings.length})
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {listings.length === 0 ? (
          <PanelMessage icon={<ListChecks aria-hidden="true" className="size-6" />}>
            <span className="font-medium text-foreground">You have no players on the market</span>
            <span>List one of your cards to sell it for SPL.</span>
          </PanelMessage>
        ) : (
          <ul aria-label="My listings" className="grid gap-2">
            {listings.map((listing) => (
              <MyListingRow
                key={listing.id}
                listing={listing}
                onReprice={onReprice}
                onDelist={() => setDelisting(listing)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {delisting && (
        <DelistDialog listing={delisting} onDelist={onDelist} onClose={() => setDelisting(null)} />
      )}
    </Card>
  );
}

const repriceSchema = z.object({ price: marketPriceSchema });

function MyListingRow({
  listing,
  onReprice,
  onDelist,
}: {
  listing: Listing;
  onReprice: MyListingsPanelProps['onReprice'];
  onDelist: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const { players: player, marketplace } = listing;
  const rarity = rarityStyle[player.rarity];
  return (
    <li
      data-testid="my-listing"
      aria-label={player.name}
      className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2"
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-md border text-sm font-bold tabular-nums',
          rarity.badge,
        )}
        title={`Overall ${player.overall}`}
      >
        <span className="sr-only">Overall </span>
        {player.overall}
      </span>
      <span className="grid min-w-40 flex-1 gap-0.5">
        <span className="truncate font-medium">{player.name}</span>
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Badge variant="outline">{player.position}</Badge>
          <span className="truncate">{player.club}</span>
          <span aria-hidden="true">·</span>
          <span>{rarity.label}</span>
        </span>
      </span>
      <MarketPrice spl={marketplace.price} className="text-lg" />
      {editing ? (
        <RepriceForm listing={listing} onReprice={onReprice} onDone={() => setEditing(false)} />
      ) : (
        <span className="flex gap-1.5">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Reprice ${player.name}`}
            onClick={() => setEditing(true)}
          >
            <PencilLine aria-hidden="true" />
            Reprice
          </Button>
          <Button variant="outline" size="sm" aria-label={`Delist ${player.name}`} onClick={onDelist}>
            <Trash2 aria-hidden="true" />
            Delist
          </Button>
        </span>
      )}
    </li>
  );
}

function RepriceForm({
  listing,
  onReprice,
  onDone,
}: {
  listing: Listing;
  onReprice: MyListingsPanelProps['onReprice'];
  onDone: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof repriceSchema>, unknown, z.output<typeof repriceSchema>>({
    resolver: zodResolver(repriceSchema),
    defaultValues: { price: String(listing.marketplace.price) },
  });

  async function submit({ price }: z.output<typeof repriceSchema>) {
    setServerError(null);
    const error = await onReprice(listing, price);
    if (error) setServerError(error);
    else onDone();
  }

  return (
    <form
      noValidate
      aria-label={`New price for ${listing.players.name}`}
      className="flex w-full flex-wrap items-start gap-2 sm:w-auto"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <div className="w-40">
        <TextField
          label="New price (SPL)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.price?.message ?? serverError ?? undefined}
          {...register('price')}
        />
      </div>
      <div className="flex gap-1.5 pt-6">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          Save
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DelistDialog({
  listing,
  onDelist,
  onClose,
}: {
  listing: Listing;
  onDelist: MyListingsPanelProps['onDelist'];
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Take {listing.players.name} off the market?</DialogTitle>
          <DialogDescription>
            The card stays yours and can be picked for your squad again. You can list it again at any time.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Keep Listing
          </Button>
          {/* The listing leaves My Listings at once; a refusal brings it back with a toast. */}
          <Button
            variant="destructive"
            onClick={() => {
              void onDelist(listing);
              onClose();
            }}
          >
            Delist
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
