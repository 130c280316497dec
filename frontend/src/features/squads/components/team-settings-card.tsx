import { useId } from 'react';
import { Check, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import type { Lineup } from '@/features/squads/utils/lineup';
import type { SquadFieldErrors } from '@/features/squads/utils/squad-errors';
import type { CardLock } from '@/features/squads/utils/squad-locks';
import type { Card as PlayerCard } from '@/features/squads/utils/squad-view';

type TeamSettingsCardProps = {
  lineup: Lineup;
  cards: ReadonlyMap<string, PlayerCard>;
  teamNameMaxLength: number;
  errors: SquadFieldErrors;
  saving: boolean;
  /** Nothing is left to save: the lineup is the saved squad (shown saved as soon as Save is pressed). */
  saved: boolean;
  /** The saved squad's cards' locks, and its vice-captain: the armband neither reaches nor leaves a locked player. */
  locks: ReadonlyMap<string, CardLock>;
  savedViceCaptainCardId: string | null;
  onTeamNameChange: (teamName: string) => void;
  onViceCaptainChange: (cardId: string | null) => void;
  onSave: () => void;
};

/** Team name, captain and vice-captain, and Save Team with the server's refusals beside each field. */
export function TeamSettingsCard({
  lineup,
  cards,
  teamNameMaxLength,
  errors,
  saving,
  saved,
  locks,
  savedViceCaptainCardId,
  onTeamNameChange,
  onViceCaptainChange,
  onSave,
}: TeamSettingsCardProps) {
  const viceId = useId();
  const starters = lineup.starters.flatMap((id) => (id ? (cards.get(id) ?? []) : []));
  const captain = lineup.captainCardId ? cards.get(lineup.captainCardId) : undefined;
  const starterCount = starters.length;
  const lockedVice = savedViceCaptainCardId !== null && locks.get(savedViceCaptainCardId)?.locked === true;
  const viceHintId = `${viceId}-locked`;

  return (
    <Card aria-labelledby="team-settings-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="team-settings-title" className="text-lg">
            Your Team
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <TextField
            label="Team name"
            value={lineup.teamName}
            maxLength={teamNameMaxLength}
            onChange={(event) => onTeamNameChange(event.target.value)}
            error={errors.teamName}
          />
          <div className="grid gap-1 text-sm">
            <span className="font-medium">Captain</span>
            <span className={captain ? undefined : 'text-muted-foreground'}>
              {captain
                ? `${captain.footballer.name} (points ×2)`
                : 'None yet: use Captain on a starter in My NFT Players.'}
            </span>
            {errors.captain && (
              <p role="alert" className="text-destructive">
                {errors.captain}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={viceId}>Vice-captain</Label>
            <select
              id={viceId}
              value={lineup.viceCaptainCardId ?? ''}
              onChange={(event) => onViceCaptainChange(event.target.value || null)}
              disabled={lockedVice}
              aria-describedby={lockedVice ? viceHintId : undefined}
              aria-invalid={errors.viceCaptain ? true : undefined}
              className="h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <option value="">No vice-captain</option>
              {starters
                .filter((card) => card.id !== lineup.captainCardId)
                .map((card) => (
                  <option key={card.id} value={card.id} disabled={locks.get(card.id)?.locked === true}>
                    {card.footballer.name} ({card.footballer.position})
                    {locks.get(card.id)?.locked ? ' · locked' : ''}
                  </option>
                ))}
            </select>
            {lockedVice && (
              <p id={viceHintId} className="text-sm text-muted-foreground">
                Your vice-captain's match has kicked off: the armband stays with him until the gameweek ends.
              </p>
            )}
            {errors.viceCaptain && (
              <p role="alert" className="text-sm text-destructive">
                {errors.viceCaptain}
              </p>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {starterCount} of {lineup.starters.length} starters · {lineup.bench.length} on the bench
          </p>
          {errors.squad && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.squad}
            </p>
          )}
          <div className="grid gap-1.5">
            <Button type="submit" disabled={saving}>
              <Save aria-hidden="true" />
              Save Team
            </Button>
            <p
              role="status"
              className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground"
            >
              {saved ? (
                <>
                  <Check aria-hidden="true" className="size-4" />
                  All changes saved
                </>
              ) : (
                'Unsaved changes'
              )}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
