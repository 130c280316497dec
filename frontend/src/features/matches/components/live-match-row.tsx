import { Link } from 'react-router';
import { Goal } from 'lucide-react';
import type { LiveMatchFieldsFragment } from '@/graphql/__generated__/graphql';
import { MatchStatusBadge } from '@/features/matches/components/match-status-badge';
import { useGoalHighlight } from '@/features/matches/hooks/use-goal-highlight';
import { matchDialogLink } from '@/features/matches/hooks/use-match-dialog-param';
import { cn } from '@/lib/utils';
import { toneText } from '@/lib/tone-style';

export function LiveMatchRow({ match }: { match: LiveMatchFieldsFragment }) {
  const goalJustScored = useGoalHighlight(match.score);
  const link = matchDialogLink(match.id);

  return (
    <li>
      <Link
        to={link.to}
        state={link.state}
        data-testid="live-match-row"
        data-match-id={match.id}
        data-goal-highlight={goalJustScored ? 'true' : undefined}
        className={cn(
          'grid grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-1.5 rounded-lg border border-transparent px-3 py-2.5 transition-colors duration-500 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:grid-cols-[1fr_auto_1fr_6.5rem]',
          goalJustScored &&
            'border-amber-300 bg-amber-100 hover:bg-amber-100 motion-safe:duration-150 dark:border-amber-800 dark:bg-amber-950 dark:hover:bg-amber-950',
        )}
      >
        <span className="text-right text-sm leading-tight font-medium sm:text-base">
          {match.homeClub.name}
        </span>
        <span
          data-testid="live-match-score"
          className="min-w-14 rounded-md bg-muted px-2 py-1 text-center text-base font-bold tabular-nums sm:text-lg"
        >
          {match.score}
        </span>
        <span className="text-sm leading-tight font-medium sm:text-base">{match.awayClub.name}</span>
        <span className="col-span-3 flex items-center justify-center gap-2 sm:col-span-1 sm:justify-end">
          {goalJustScored && (
            <span
              className={cn('inline-flex items-center gap-1 text-xs font-bold uppercase', toneText.amber)}
            >
              <Goal aria-hidden="true" className="size-3.5" />
              Goal
            </span>
          )}
          <MatchStatusBadge status={match.status} minute={match.minute} />
        </span>
      </Link>
    </li>
  );
}
