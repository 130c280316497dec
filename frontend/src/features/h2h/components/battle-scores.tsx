import type { BattleSide } from '@/features/h2h/utils/battle-sides';

function Score({ label, side }: { label: string; side: BattleSide }) {
  return (
    <div className="grid justify-items-center gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{side.score ?? '–'}</dd>
    </div>
  );
}

/** Both managers' points in the battle's gameweek, mine first. */
export function BattleScores({ me, them }: { me: BattleSide; them: BattleSide }) {
  return (
    <dl
      aria-label="Scores"
      className="flex items-center justify-center gap-6 rounded-lg border bg-muted/40 p-3"
    >
      <Score label="You" side={me} />
      <span aria-hidden="true" className="text-muted-foreground">
        –
      </span>
      <Score label={them.username ?? 'Opponent'} side={them} />
    </dl>
  );
}
