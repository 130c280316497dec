import { Lock, Plus, Star } from 'lucide-react';
import type { Rarity } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';
import { initialsOf } from '@/features/squads/utils/card-display';
import { rarityStyle } from '@/lib/rarity-style';
import type { SlotPlace } from '@/features/squads/utils/lineup';

export type PitchCard = {
  id: string;
  rarity: Rarity;
  footballer: { name: string; position: string; overall: number };
};
export type PitchSlot = SlotPlace & { card: PitchCard | null };

type SquadPitchProps = {
  /** Names the pitch for assistive technology, e.g. "Pitch, 4-3-3". */
  label: string;
  slots: readonly PitchSlot[];
  captainCardId: string | null;
  viceCaptainCardId: string | null;
  /** The cards whose match has kicked off: marked with a padlock. */
  lockedCardIds?: ReadonlySet<string>;
  /** With onSelectSlot, each slot is a button that selects it; without, the pitch is a picture to read. */
  selectedIndex?: number | null;
  onSelectSlot?: (index: number) => void;
};

/** A vertical pitch with the 11 slots of a formation at their percentage coordinates. */
export function SquadPitch({
  label,
  slots,
  captainCardId,
  viceCaptainCardId,
  lockedCardIds,
  selectedIndex = null,
  onSelectSlot,
}: SquadPitchProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="relative mx-auto aspect-[3/4] w-full max-w-md overflow-hidden rounded-xl border-4 border-emerald-900/30 bg-gradient-to-b from-emerald-600 to-emerald-700 shadow-inner"
    >
      <PitchMarkings />
      <ul className="absolute inset-0">
        {slots.map((slot) => (
          <li
            key={slot.index}
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={{ left: `${slot.x}%`, top: `${slot.y}%` }}
          >
            <PitchSlotView
              slot={slot}
              captain={slot.card !== null && slot.card.id === captainCardId}
              vice={slot.card !== null && slot.card.id === viceCaptainCardId}
              locked={slot.card !== null && (lockedCardIds?.has(slot.card.id) ?? false)}
              selected={selectedIndex === slot.index}
              onSelect={onSelectSlot}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function slotDescription(slot: PitchSlot, captain: boolean, vice: boolean, locked: boolean): string {
  if (!slot.card) return `${slot.label}, empty`;
  const armband = captain ? ', captain' : vice ? ', vice-captain' : '';
  return `${slot.label}: ${slot.card.footballer.name}, overall ${slot.card.footballer.overall}${armband}${locked ? ', locked' : ''}`;
}

function PitchSlotView({
  slot,
  captain,
  vice,
  locked,
  selected,
  onSelect,
}: {
  slot: PitchSlot;
  captain: boolean;
  vice: boolean;
  locked: boolean;
  selected: boolean;
  onSelect?: (index: number) => void;
}) {
  const { card } = slot;
  const token = (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex size-11 items-center justify-center rounded-full border-2 text-sm font-bold shadow-md sm:size-12',
        card ? rarityStyle[card.rarity].token : 'border-dashed border-white/80 bg-white/10 text-white',
        selected && 'ring-4 ring-yellow-300',
      )}
    >
      {card ? initialsOf(card.footballer.name) : <Plus className="size-5" />}
      {captain && (
        <Star
          data-testid="captain-star"
          className="absolute -top-1.5 -right-1.5 size-5 fill-yellow-300 text-yellow-600"
        />
      )}
      {locked && (
        <Lock
          data-testid="locked-padlock"
          className="absolute -bottom-1 -left-1.5 size-4 rounded-full bg-white p-0.5 text-emerald-900"
        />
      )}
      {vice && (
        <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-white text-[0.6rem] text-emerald-900">
          V
        </span>
      )}
    </span>
  );
  const caption = (
    <span
      aria-hidden="true"
      className="max-w-20 truncate rounded bg-emerald-950/60 px-1 text-[0.65rem] leading-4 font-medium text-white"
    >
      {card ? lastName(card.footballer.name) : slot.label}
    </span>
  );
  const description = slotDescription(slot, captain, vice, locked);

  if (!onSelect) {
    return (
      <span
        role="img"
        aria-label={description}
        data-testid="pitch-slot"
        className="flex flex-col items-center gap-0.5"
      >
        {token}
        {caption}
      </span>
    );
  }
  return (
    <button
      type="button"
      data-testid="pitch-slot"
      aria-label={description}
      aria-pressed={selected}
      onClick={() => onSelect(slot.index)}
      className="flex flex-col items-center gap-0.5 rounded-lg p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-white"
    >
      {token}
      {caption}
    </button>
  );
}

function lastName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? name;
}

// Lines of the pitch: decoration only.
function PitchMarkings() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 300 400"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 h-full w-full text-white/35"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="10" y="10" width="280" height="380" />
      <line x1="10" y1="200" x2="290" y2="200" />
      <circle cx="150" cy="200" r="38" />
      <rect x="75" y="10" width="150" height="60" />
      <rect x="75" y="330" width="150" height="60" />
      <rect x="115" y="10" width="70" height="22" />
      <rect x="115" y="368" width="70" height="22" />
    </svg>
  );
}
