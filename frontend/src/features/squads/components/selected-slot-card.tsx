import { Button } from '@/components/ui/button';
import type { PitchSlot } from '@/features/squads/components/squad-pitch';

/** The slot the next Add fills: its position, who is there, and ways out. */
export function SelectedSlotCard({
  slot,
  onClear,
  onRemove,
}: {
  slot: PitchSlot;
  onClear: () => void;
  onRemove: () => void;
}) {
  return (
    <section
      aria-label="Selected slot"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 px-4 py-3"
    >
      <span className="grid flex-1 gap-0.5">
        <span className="font-semibold">Selected: {slot.label}</span>
        <span className="text-sm text-muted-foreground">
          {slot.card
            ? `${slot.card.footballer.name} plays here; Add another ${slot.group} player to replace them.`
            : `Add a ${slot.group} player from My NFT Players.`}
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
    </section>
  );
}
