import { Badge } from '@/components/ui/badge';
import { difficultyOf } from '@/lib/fixture-difficulty';
import { formatSpl } from '@/lib/spl-amount';
import { cn } from '@/lib/utils';
import { type FiguredCard, floorPrice, nextFixture } from '@/features/squads/utils/player-list';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A card's figures on one short line: form, season points, next fixture and its difficulty, market price. */
export function CardFigures({ card }: { card: FiguredCard }) {
  const { footballer } = card;
  const fixture = nextFixture(card);
  const price = floorPrice(card);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <span>
        Form{' '}
        <span data-testid="card-form" className="font-medium text-foreground tabular-nums">
          {oneDecimal.format(footballer.form)}
        </span>
      </span>
      <span className="tabular-nums">{footballer.seasonTotals.points} pts</span>
      {fixture ? <FixtureMark fixture={fixture} /> : <span>No fixture</span>}
      <span className="tabular-nums" title="Cheapest listing of this tier on the market">
        {price === null ? (
          <>
            Price <span aria-hidden="true">—</span>
            <span className="sr-only">none listed</span>
          </>
        ) : (
          `Price ${formatSpl(price)}`
        )}
      </span>
    </span>
  );
}

function FixtureMark({ fixture }: { fixture: NonNullable<ReturnType<typeof nextFixture>> }) {
  const difficulty = difficultyOf(fixture.difficulty);
  return (
    <span data-testid="card-next-fixture" className="flex items-center gap-1">
      <span>
        Next <abbr title={fixture.opponent.name}>{fixture.opponent.shortName}</abbr> (
        {fixture.home ? 'H' : 'A'})
      </span>
      <Badge variant="outline" className={cn('px-1.5 py-0 tabular-nums', difficulty.className)}>
        <span aria-hidden="true">{fixture.difficulty}</span>
        <span className="sr-only">
          Difficulty {fixture.difficulty} of 5: {difficulty.label}
        </span>
      </Badge>
    </span>
  );
}
