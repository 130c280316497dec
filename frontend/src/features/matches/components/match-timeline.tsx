import type { ReactNode } from 'react';
import { ArrowLeftRight, CircleSlash, Goal, ShieldCheck, Target } from 'lucide-react';
import { graphql } from '@/graphql/__generated__';
import type { MatchActionKind, MatchTimeline_ActionFragment } from '@/graphql/__generated__/graphql';
import { actionKindLabels, formatMinute, scoringKinds } from '@/features/matches/utils/match-display';
import { cn } from '@/lib/utils';
import { PlayerLink } from '@/components/player-link';

graphql(`
  fragment MatchTimeline_action on MatchAction {
    id
    minute
    kind
    homeScore
    awayScore
    club {
      id
      shortName
    }
    footballer {
      id
      name
    }
    assist {
      id
      name
    }
    related {
      id
      name
    }
  }
`);

function BookingCard({ colour }: { colour: 'yellow' | 'red' }) {
  return (
    <span
      className={cn(
        'inline-block h-3.5 w-2.5 rounded-[2px] shadow-sm',
        colour === 'yellow' ? 'bg-yellow-400' : 'bg-red-600',
      )}
    />
  );
}

const kindIcons: Record<MatchActionKind, ReactNode> = {
  GOAL: <Goal className="size-4 text-primary" />,
  OWN_GOAL: <Goal className="size-4 text-destructive" />,
  PENALTY_SCORED: <Target className="size-4 text-primary" />,
  PENALTY_MISSED: <CircleSlash className="size-4 text-muted-foreground" />,
  PENALTY_SAVED: <ShieldCheck className="size-4 text-sky-600" />,
  YELLOW_CARD: <BookingCard colour="yellow" />,
  RED_CARD: <BookingCard colour="red" />,
  SUBSTITUTION: <ArrowLeftRight className="size-4 text-muted-foreground" />,
};

// The second player of an action: who went off for a substitute, whose penalty the goalkeeper saved.
function relatedText(action: MatchTimeline_ActionFragment): string | null {
  if (!action.related) return null;
  switch (action.kind) {
    case 'SUBSTITUTION':
      return `Off: ${action.related.name}`;
    case 'PENALTY_SAVED':
      return `Taken by ${action.related.name}`;
    default:
      return action.related.name;
  }
}

/** The match's actions in the order they happened. */
export function MatchTimeline({ actions }: { actions: readonly MatchTimeline_ActionFragment[] }) {
  if (actions.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">Nothing has happened yet.</p>;
  }
  // Stable for equal minutes: the server's order is the order of events.
  const ordered = actions.map((action, index) => ({ action, index }));
  ordered.sort((a, b) => a.action.minute - b.action.minute || a.index - b.index);

  return (
    <ol aria-label="Match timeline" className="grid gap-0.5">
      {ordered.map(({ action }) => {
        const scored = scoringKinds.has(action.kind);
        const related = relatedText(action);
        return (
          <li
            key={action.id}
            data-testid="timeline-action"
            className={cn(
              'grid grid-cols-[2.75rem_1.25rem_1fr] items-start gap-2 rounded-md px-2 py-2',
              scored && 'bg-primary/5',
            )}
          >
            <span className="text-right text-sm font-semibold text-muted-foreground tabular-nums">
              {formatMinute(action.minute)}
            </span>
            <span aria-hidden="true" className="flex h-5 items-center justify-center">
              {kindIcons[action.kind]}
            </span>
            <span className="grid min-w-0 gap-0.5 text-sm">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{actionKindLabels[action.kind]}</span>
                {scored && (
                  <span className="font-bold tabular-nums">{`${action.homeScore}-${action.awayScore}`}</span>
                )}
                <span className="text-xs text-muted-foreground">{action.club.shortName}</span>
              </span>
              <PlayerLink footballerId={action.footballer.id}>{action.footballer.name}</PlayerLink>
              {action.assist && (
                <span className="text-xs text-muted-foreground">{`Assist: ${action.assist.name}`}</span>
              )}
              {related && <span className="text-xs text-muted-foreground">{related}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
