import { ConfirmDialog } from '@/features/squads/components/confirm-dialog';

type IncompleteLineupDialogProps = {
  starters: number;
  slots: number;
  onBench: number;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before saving fewer starters than slots, saying what it costs: an empty slot scores nothing, and
 * substitutes replace only starters who do not play, never an empty slot.
 */
export function IncompleteLineupDialog({
  starters,
  slots,
  onBench,
  onConfirm,
  onCancel,
}: IncompleteLineupDialogProps) {
  const empty = slots - starters;
  return (
    <ConfirmDialog
      title={`Save with ${starters} of ${slots} starters?`}
      confirmLabel="Save Anyway"
      cancelLabel="Keep Editing"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Your team scores only with the players who start:{' '}
        {empty === 1 ? 'the empty slot scores' : `the ${empty} empty slots score`} nothing.
      </p>
      <p>Substitutes come on only for starters who do not play, never for an empty slot.</p>
      {onBench === 0 && <p>Your bench is empty too: nobody comes on for a starter who does not play.</p>}
    </ConfirmDialog>
  );
}
