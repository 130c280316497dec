import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilter, Plus, ShoppingCart, Star, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import { CardFigures } from '@/features/squads/components/card-figures';
import { MyPlayersFilters } from '@/features/squads/components/my-players-filters';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import type { PitchSlot } from '@/features/squads/components/squad-pitch';
import type { Layout, Lineup } from '@/features/squads/utils/lineup';
import { captaincyBlockedReason, type CardLock } from '@/features/squads/utils/squad-locks';
import {
  type FiguredCard,
  NO_FILTERS,
  type PlayerFilters,
  type PlayerSort,
  sortedAndFiltered,
} from '@/features/squads/utils/player-list';

type MyPlayersPanelProps = {
  cards: readonly FiguredCard[];
  lineup: Lineup;
  layout: Layout;
  /** Starters a formation switch took out of the squad (the bench was full). */
  keptAside: readonly string[];
  selectedSlot: PitchSlot | null;
  benchSize: number;
  /** The saved squad's cards' locks, and its captain: the armband neither reaches nor leaves a locked player. */
  locks: ReadonlyMap<string, CardLock>;
  savedCaptainCardId: string | null;
  onAdd: (cardId: string) => void;
  onCaptain: (cardId: string) => void;
  onBench: (cardId: string) => void;
};

/**
 * 'My NFT Players (n)': every owned card with its figures, where it is and what can be done with it; sorted
 * and filtered by position, form, points, price and next fixture.
 */
export function MyPlayersPanel({
  cards,
  lineup,
  layout,
  keptAside,
  selectedSlot,
  benchSize,
  locks,
  savedCaptainCardId,
  onAdd,
  onCaptain,
  onBench,
}: MyPlayersPanelProps) {
  const [sort, setSort] = useState<PlayerSort>('position');
  const [filters, setFilters] = useState<PlayerFilters>(NO_FILTERS);
  const shown = sortedAndFiltered(cards, sort, filters);
  const slotLabelOf = (id: string) => {
    const index = lineup.starters.indexOf(id);
    return index < 0 ? undefined : layout.slots[index]?.label;
  };

  return (
    <Card aria-labelledby="my-players-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="my-players-title" className="flex items-center gap-2 text-lg">
            <Users aria-hidden="true" className="size-5 text-primary" />
            My NFT Players ({cards.length})
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {cards.length === 0 ? (
          <PanelMessage icon={<Users aria-hidden="true" className="size-6" />}>
            <span className="font-medium text-foreground">No NFT players owned</span>
            <Button asChild size="sm" className="mt-2">
              <Link to="/marketplace">
                <ShoppingCart aria-hidden="true" />
                Buy Players
              </Link>
            </Button>
          </PanelMessage>
        ) : (
          <>
            <MyPlayersFilters
              sort={sort}
              filters={filters}
              onSortChange={setSort}
              onFiltersChange={setFilters}
            />
            {shown.length < cards.length && (
              <p role="status" className="text-xs text-muted-foreground">
                Showing {shown.length} of {cards.length}
              </p>
            )}
            {shown.length === 0 ? (
              <PanelMessage icon={<ListFilter aria-hidden="true" className="size-6" />}>
                <span className="font-medium text-foreground">No player matches these filters</span>
                <Button size="sm" variant="outline" className="mt-2" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              </PanelMessage>
            ) : (
              <ul aria-label="My NFT Players" className="grid max-h-[40rem] gap-2 overflow-y-auto pr-1">
                {shown.map((card) => {
                  const name = card.footballer.name;
                  const slotLabel = slotLabelOf(card.id);
                  const benchIndex = lineup.bench.indexOf(card.id);
                  const status = slotLabel
                    ? `In XI · ${slotLabel}`
                    : benchIndex >= 0
                      ? `Sub ${benchIndex + 1}`
                      : keptAside.includes(card.id)
                        ? 'Kept aside'
                        : undefined;
                  const isCaptain = lineup.captainCardId === card.id;
                  const fitsSelected =
                    selectedSlot !== null &&
                    selectedSlot.group === card.footballer.positionGroup &&
                    selectedSlot.card?.id !== card.id;
                  const captainBlocked = isCaptain
                    ? null
                    : slotLabel
                      ? captaincyBlockedReason(card.id, savedCaptainCardId, locks)
                      : 'Only a starter can be captain';
                  return (
                    <PlayerCardRow
                      key={card.id}
                      card={card}
                      status={status}
                      lock={locks.get(card.id)}
                      details={<CardFigures card={card} />}
                    >
                      <Button
                        variant={isCaptain ? 'default' : 'outline'}
                        size="sm"
                        aria-pressed={isCaptain}
                        aria-label={`Captain ${name}`}
                        title={captainBlocked ?? undefined}
                        aria-description={captainBlocked ?? undefined}
                        disabled={captainBlocked !== null}
                        onClick={() => onCaptain(card.id)}
                      >
                        <Star aria-hidden="true" />
                        Captain
                      </Button>
                      {fitsSelected && (
                        <Button
                          size="sm"
                          variant={slotLabel ? 'outline' : 'default'}
                          aria-label={`Add ${name}`}
                          title={slotLabel ? `Moves from ${slotLabel}: you are asked first` : undefined}
                          onClick={() => onAdd(card.id)}
                        >
                          <Plus aria-hidden="true" />
                          Add
                        </Button>
                      )}
                      {/* Starters leave the XI only from their slot (Remove Player), never by a stray Bench. */}
                      {!slotLabel && benchIndex < 0 && lineup.bench.length < benchSize && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Add ${name} to the bench`}
                          onClick={() => onBench(card.id)}
                        >
                          Bench
                        </Button>
                      )}
                    </PlayerCardRow>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
