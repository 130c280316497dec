import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Cancel and the submit button of a dialog's form, both disabled while it is being sent. */
export function DialogActions({
  busy,
  onCancel,
  submitLabel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's icon. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {children}
        {submitLabel}
      </Button>
    </div>
  );
}
