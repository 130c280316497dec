import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SlotPicker } from '@/features/squads/components/slot-picker';
import type { PitchSlot } from '@/features/squads/components/squad-pitch';
import type { SlotCandidate } from '@/features/squads/utils/slot-candidates';

/** The slot the next Add fills: its position, who is there, the players it can take, and ways out. */
export function SelectedSlotCard({
  slot,
  candidates,
  onAdd,
  onClear,
  onRemove,
}: {
  slot: PitchSlot;
  candidates: readonly SlotCandidate[];
  onAdd: (cardId: string) => void;
  onClear: () => void;
  onRemove: () => void;
}) {
  const section = useRef<HTMLElement>(null);
  // On a phone the pitch fills the screen: the chosen slot's players and their Add buttons come into view
  // under it (nothing moves when they are in view already, as beside the pitch on a wide screen).
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' });
  }, [slot.index]);

  return (
    <section
      ref={section}
      aria-label="Selected slot"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 px-4 py-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid flex-1 gap-0.5">
          <span className="font-semibold">Selected: {slot.label}</span>
          <span className="text-sm text-muted-foreground">
            {slot.card
              ? `${slot.card.footballer.name} plays here; Add another ${slot.group} player to replace them.`
              : `Add a ${slot.group} player: those not starting yet come first.`}
          </span>
        </span>
        {slot.card && (
          <Button variant="outline" size="sm" onClick={onRemove}>
            Remove Player
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear Selection
        </Button>
      </div>
      <SlotPicker slot={slot} candidates={candidates} onAdd={onAdd} />
    </section>
  );
}
