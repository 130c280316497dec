import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import {
  DEFAULT_FORMATION,
  PRE_REGISTRATION_FORMATIONS,
  type PreRegistrationFormation,
  type PreRegistrationPayload,
} from '@/features/championships/api/championships.rest';

/** The server keeps team names up to this length. */
const TEAM_NAME_MAX = 40;

type PreRegistrationDialogProps = {
  championshipName: string;
  pending: boolean;
  onSubmit: (payload: PreRegistrationPayload) => void;
  onCancel: () => void;
};

function isFormation(value: string): value is PreRegistrationFormation {
  return (PRE_REGISTRATION_FORMATIONS as readonly string[]).includes(value);
}

/**
 * The pre-registration modal for one championship: an optional team name, a preferred formation (4-4-2 by
 * default) and notification preferences. It opens empty each time: the page mounts it afresh.
 */
export function PreRegistrationDialog({
  championshipName,
  pending,
  onSubmit,
  onCancel,
}: PreRegistrationDialogProps) {
  const formationId = useId();
  const [teamName, setTeamName] = useState('');
  const [formation, setFormation] = useState<PreRegistrationFormation>(DEFAULT_FORMATION);
  const [email, setEmail] = useState(true);
  const [push, setPush] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({
      teamName: teamName.trim(),
      preferredFormation: formation,
      notificationPreferences: { email, push },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Pre-Register for {championshipName}</DialogTitle>
          <DialogDescription>
            Save your place before the championship starts. You can change it until pre-registration closes.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <TextField
            label="Team name (optional)"
            value={teamName}
            maxLength={TEAM_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setTeamName(event.target.value)}
          />
          <div className="grid gap-2">
            <Label htmlFor={formationId}>Preferred formation</Label>
            <select
              id={formationId}
              value={formation}
              onChange={(event) => isFormation(event.target.value) && setFormation(event.target.value)}
              className="h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {PRE_REGISTRATION_FORMATIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-2 font-medium">Notification preferences</legend>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
              Email
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={push} onChange={(event) => setPush(event.target.checked)} />
              Push
            </label>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Registering…' : 'Pre-Register'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
