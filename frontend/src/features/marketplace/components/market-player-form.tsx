import { Flame } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { graphql } from '@/graphql/__generated__';
import type { MarketPlayerForm_FootballerFragment } from '@/graphql/__generated__/graphql';
import { difficultyOf } from '@/lib/fixture-difficulty';
import { formatForm } from '@/lib/footballer-form';
import { cn } from '@/lib/utils';

graphql(`
  fragment MarketPlayerForm_footballer on Footballer {
    id
    form
    nextFixtures(limit: 1) {
      matchId
      home
      difficulty
      opponent {
        id
        shortName
      }
    }
  }
`);

/** A market card's line on how the player is doing: his form and his next opponent, rated as on his page. */
export function MarketPlayerForm({ footballer }: { footballer: MarketPlayerForm_FootballerFragment }) {
  const [next] = footballer.nextFixtures;
  const difficulty = next ? difficultyOf(next.difficulty) : null;
  return (
    <p data-testid="market-player-form" className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <Flame aria-hidden="true" className="size-4" />
        <span>
          Form <span className="font-medium text-foreground tabular-nums">{formatForm(footballer.form)}</span>
        </span>
      </span>
      {next && difficulty ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <span>
            Next{' '}
            <span className="font-medium text-foreground">
              {next.opponent.shortName} ({next.home ? 'H' : 'A'})
            </span>
          </span>
          <Badge
            variant="outline"
            className={cn('tabular-nums', difficulty.className)}
            title={`Difficulty ${next.difficulty} of 5: ${difficulty.label}`}
          >
            <span aria-hidden="true">{next.difficulty}</span>
            <span className="sr-only">
              Difficulty {next.difficulty} of 5: {difficulty.label}
            </span>
          </Badge>
        </span>
      ) : (
        <span className="text-muted-foreground">No fixture scheduled</span>
      )}
    </p>
  );
}
