import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import type { PitchSlot } from '@/features/squads/components/squad-pitch';
import { type SlotCandidate, sourceNote } from '@/features/squads/utils/slot-candidates';

/**
 * The players the selected slot can take, free ones first; one starting elsewhere is marked "moves from
 * <slot>" (Add then asks before moving them).
 */
export function SlotPicker({
  slot,
  candidates,
  onAdd,
}: {
  slot: PitchSlot;
  candidates: readonly SlotCandidate[];
  onAdd: (cardId: string) => void;
}) {
  if (candidates.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No other player of yours can play {slot.label}: buy one in the Market.
      </p>
    );
  }
  return (
    <ul aria-label={`Players for ${slot.label}`} className="grid max-h-80 gap-2 overflow-y-auto pr-1">
      {candidates.map(({ card, source }) => (
        <PlayerCardRow key={card.id} card={card} status={sourceNote(source)}>
          <Button
            size="sm"
            variant={source.kind === 'starter' ? 'outline' : 'default'}
            aria-label={`Add ${card.footballer.name} to ${slot.label}`}
            onClick={() => onAdd(card.id)}
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </PlayerCardRow>
      ))}
    </ul>
  );
}
