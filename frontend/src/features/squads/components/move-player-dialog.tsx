import { ConfirmDialog } from '@/features/squads/components/confirm-dialog';

type MovePlayerDialogProps = {
  name: string;
  fromLabel: string;
  toLabel: string;
  /** Who plays in the target slot now and takes the slot the mover leaves; null: it is empty. */
  swappedWith: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a starter moves to another slot: the two swap, or the slot they leave is emptied. */
export function MovePlayerDialog({
  name,
  fromLabel,
  toLabel,
  swappedWith,
  onConfirm,
  onCancel,
}: MovePlayerDialogProps) {
  return (
    <ConfirmDialog
      title={`Move ${name} to ${toLabel}?`}
      confirmLabel={`Move to ${toLabel}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {name} starts at {fromLabel} now;{' '}
        {swappedWith
          ? `${swappedWith} takes ${fromLabel} in exchange.`
          : `moving them leaves ${fromLabel} empty.`}
      </p>
    </ConfirmDialog>
  );
}
