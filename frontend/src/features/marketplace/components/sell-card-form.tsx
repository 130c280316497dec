import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Tag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import type { ActionError } from '@/features/marketplace/hooks/use-listing-actions';
import { formatSpl } from '@/lib/spl-amount';
import {
  MARKET_FEE_PERCENT,
  MARKET_MIN_FEE_SPL,
  marketPriceSchema,
  sellerProceeds,
} from '@/features/marketplace/utils/market-price';
import type { MyMarketQuery } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';

export type SellableCard = MyMarketQuery['myCards'][number];

const sellSchema = z.object({
  cardId: z.string().min(1, 'Choose a player to sell'),
  price: marketPriceSchema,
});
type SellInput = z.input<typeof sellSchema>;
type SellValues = z.output<typeof sellSchema>;

type SellCardFormProps = {
  /** The manager's in-game cards that are not on the market already. */
  cards: readonly SellableCard[];
  /** Some of the manager's cards are on the market (none left to list is then why). */
  someListed: boolean;
  /** The manager has played a gameweek: a fresh account cannot list its starter pack. */
  canList: boolean;
  pending: boolean;
  onList: (card: SellableCard, price: number) => Promise<ActionError>;
};

function cardLabel({ footballer }: SellableCard): string {
  return `${footballer.name} · ${footballer.position} · ${footballer.overall}`;
}

/** Sell a Player: one of your cards and a price in whole SPL (1 to 1,000,000); listed at once. */
export function SellCardForm({ cards, someListed, canList, pending, onList }: SellCardFormProps) {
  const selectId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<SellInput, unknown, SellValues>({
    resolver: zodResolver(sellSchema),
    defaultValues: { cardId: '', price: '' },
  });
  const [cardId, typedPrice] = useWatch({ control, name: ['cardId', 'price'] });
  const chosen = cards.find((card) => card.id === cardId);
  const parsedPrice = marketPriceSchema.safeParse(typedPrice);

  async function submit({ cardId: id, price }: SellValues) {
    const card = cards.find((c) => c.id === id);
    if (!card) return;
    setServerError(null);
    // The listing shows in My Listings at once and the card leaves this list: the form starts again, and
    // gets the card and price back when the server refuses.
    reset();
    const error = await onList(card, price);
    if (error) {
      reset({ cardId: id, price: String(price) });
      setServerError(error);
    }
  }

  const cardError = errors.cardId?.message;
  return (
    <Card role="region" aria-labelledby="sell-card-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="sell-card-title" className="flex items-center gap-2 text-lg">
            <Tag aria-hidden="true" className="size-5 text-primary" />
            Sell a Player
          </h2>
        </CardTitle>
        <CardDescription>
          List one of your cards for whole SPL. When it sells, you receive the price less the{' '}
          {MARKET_FEE_PERCENT}% market fee (at least {MARKET_MIN_FEE_SPL} SPL).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!canList ? (
          <p className="text-sm text-muted-foreground">
            You can list players once you have played a gameweek: field a squad, and once its gameweek is
            played your cards can go on the market.
          </p>
        ) : cards.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {someListed
              ? 'Every one of your in-game cards is on the market already.'
              : 'You have no in-game cards to sell yet.'}
          </p>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
            <div className="grid gap-2">
              <Label htmlFor={selectId}>Player to sell</Label>
              <select
                id={selectId}
                aria-invalid={cardError ? true : undefined}
                aria-describedby={cardError ? `${selectId}-error` : undefined}
                className={cn(
                  'h-9 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none md:text-sm',
                  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
                )}
                {...register('cardId')}
                // Controlled: a card taken out of the list while its listing is pending is selected again
                // when a refusal brings it back.
                value={cardId}
              >
                <option value="">Choose a player…</option>
                {cards.map((card) => (
                  <option key={card.id} value={card.id}>
                    {cardLabel(card)}
                  </option>
                ))}
              </select>
              {cardError && (
                <p id={`${selectId}-error`} role="alert" className="text-sm text-destructive">
                  {cardError}
                </p>
              )}
              {chosen && (
                <p className="text-xs text-muted-foreground">
                  {chosen.footballer.club.name} · list price of its tier {formatSpl(chosen.value)}
                </p>
              )}
            </div>
            <TextField
              label="Price (SPL)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 1,500"
              error={errors.price?.message}
              {...register('price')}
            />
            {parsedPrice.success && (
              <p className="-mt-2 text-xs text-muted-foreground">
                You receive {formatSpl(sellerProceeds(parsedPrice.data))} when it sells.
              </p>
            )}
            {serverError && (
              <p role="alert" className="text-sm text-destructive">
                {serverError}
              </p>
            )}
            <Button type="submit" disabled={pending}>
              {pending ? 'Listing…' : 'List for Sale'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
