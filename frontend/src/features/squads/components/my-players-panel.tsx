import { Link } from 'react-router';
import { Plus, ShoppingCart, Star, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import type { PitchSlot } from '@/features/squads/components/squad-pitch';
import type { Layout, Lineup } from '@/features/squads/utils/lineup';
import { captaincyBlockedReason, type CardLock } from '@/features/squads/utils/squad-locks';
import { byGroupThenOverall, type Card as PlayerCard } from '@/features/squads/utils/squad-view';

type MyPlayersPanelProps = {
  cards: readonly PlayerCard[];
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

/** 'My NFT Players (n)': every owned card with where it is and what can be done with it. */
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
  const sorted = [...cards].sort(byGroupThenOverall);
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
      <CardContent>
        {sorted.length === 0 ? (
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
          <ul aria-label="My NFT Players" className="grid max-h-[40rem] gap-2 overflow-y-auto pr-1">
            {sorted.map((card) => {
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
                <PlayerCardRow key={card.id} card={card} status={status} lock={locks.get(card.id)}>
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
      </CardContent>
    </Card>
  );
}
