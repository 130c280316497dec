import { ConfirmDialog } from '@/features/squads/components/confirm-dialog';

type MovePlayerDialogProps = {
  name: string;
  fromLabel: string;
  toLabel: string;
  /** Who plays in the target slot now and leaves the XI, and whether they wear an armband. */
  replaced: { name: string; armband: 'captain' | 'vice-captain' | null } | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a starter moves to another slot: the slot they leave is emptied. */
export function MovePlayerDialog({
  name,
  fromLabel,
  toLabel,
  replaced,
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
        {name} starts at {fromLabel} now; moving them leaves {fromLabel} empty.
      </p>
      {replaced && (
        <p>
          {replaced.name} leaves the XI{replaced.armband ? ` and is no longer ${replaced.armband}` : ''}.
        </p>
      )}
    </ConfirmDialog>
  );
}
