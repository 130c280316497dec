import { Armchair, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import type { CardLock } from '@/features/squads/utils/squad-locks';
import type { Card as PlayerCard } from '@/features/squads/utils/squad-view';

/** The substitutes in bench order: they come on, in this order, for starters who did not play. */
export function BenchPanel({
  bench,
  benchSize,
  locks,
  error,
  onRemove,
}: {
  bench: readonly PlayerCard[];
  benchSize: number;
  /** The saved squad's cards' locks: a locked bench player keeps his place. */
  locks: ReadonlyMap<string, CardLock>;
  error?: string;
  onRemove: (cardId: string) => void;
}) {
  return (
    <Card aria-labelledby="bench-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="bench-title" className="text-lg">
            Bench ({bench.length}/{benchSize})
          </h2>
        </CardTitle>
        <CardDescription>Substitutes come on in this order for starters who do not play.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {bench.length === 0 ? (
          <PanelMessage icon={<Armchair aria-hidden="true" className="size-6" />}>
            No substitutes yet: use Bench on a player.
          </PanelMessage>
        ) : (
          <ol aria-label="Bench" className="grid gap-2">
            {bench.map((card, index) => (
              <PlayerCardRow key={card.id} card={card} status={`Sub ${index + 1}`} lock={locks.get(card.id)}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${card.footballer.name} from the bench`}
                  onClick={() => onRemove(card.id)}
                >
                  <X aria-hidden="true" />
                  Remove
                </Button>
              </PlayerCardRow>
            ))}
          </ol>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
