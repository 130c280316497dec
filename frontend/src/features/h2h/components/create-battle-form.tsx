import { useId, useState, type FormEvent } from 'react';
import { Swords } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { BattleGameweekNotice } from '@/features/h2h/components/battle-gameweek-notice';
import type { BattleActionError } from '@/features/h2h/hooks/use-battle-actions';
import {
  DEFAULT_WAGER,
  MAX_WAGER,
  MIN_WAGER,
  QUICK_WAGERS,
  parseWager,
  prizeFor,
} from '@/features/h2h/utils/wager';
import { formatSpl } from '@/lib/spl-amount';

type CreateBattleFormProps = {
  pending: boolean;
  /** Answers the server's reason when it refused, else null (the form then starts afresh). */
  onCreate: (opponentUsername: string, wager: number) => Promise<BattleActionError>;
};

/**
 * Create Battle: an opponent by username (none: an open challenge anyone may accept) and a wager in whole
 * SPL. The range is on the input and the server enforces it; its refusal is shown here.
 */
export function CreateBattleForm({ pending, onCreate }: CreateBattleFormProps) {
  const wagerId = useId();
  const [opponent, setOpponent] = useState('');
  const [wagerText, setWagerText] = useState(String(DEFAULT_WAGER));
  const [error, setError] = useState<string | null>(null);
  const wager = parseWager(wagerText);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (wager === null) {
      setError('Wager must be a whole number of SPL');
      return;
    }
    setError(null);
    const refusal = await onCreate(opponent.trim(), wager);
    if (refusal) {
      setError(refusal);
      return;
    }
    setOpponent('');
    setWagerText(String(DEFAULT_WAGER));
  }

  return (
    <Card role="region" aria-labelledby="create-battle-title" className="max-w-xl gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="create-battle-title" className="flex items-center gap-2 text-lg">
            <Swords aria-hidden="true" className="size-5 text-primary" />
            Create Battle
          </h2>
        </CardTitle>
        <CardDescription>
          Challenge a manager for the next gameweek: they match your wager, and whoever scores more takes
          both.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <TextField
            label="Opponent username"
            value={opponent}
            autoComplete="off"
            placeholder="Leave empty for an open challenge"
            onChange={(event) => setOpponent(event.target.value)}
          />
          <div className="grid gap-2">
            <Label htmlFor={wagerId}>Wager (SPL)</Label>
            <Input
              id={wagerId}
              type="number"
              inputMode="numeric"
              min={MIN_WAGER}
              max={MAX_WAGER}
              step={1}
              value={wagerText}
              aria-describedby={`${wagerId}-hint`}
              onChange={(event) => setWagerText(event.target.value)}
            />
            <p id={`${wagerId}-hint`} className="text-xs text-muted-foreground">
              Min {formatSpl(MIN_WAGER)}, max {formatSpl(MAX_WAGER)}
            </p>
            <div role="group" aria-label="Quick picks" className="flex gap-2">
              {QUICK_WAGERS.map((amount) => (
                <Button
                  key={amount}
                  type="button"
                  variant={wager === amount ? 'default' : 'outline'}
                  size="sm"
                  aria-pressed={wager === amount}
                  onClick={() => setWagerText(String(amount))}
                >
                  {amount}
                </Button>
              ))}
            </div>
          </div>
          <BattleGameweekNotice />
          {wager !== null && (
            <p className="text-sm">
              Total prize: <span className="font-semibold">{formatSpl(prizeFor(wager))}</span>
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? 'Creating…' : 'Create Battle'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
