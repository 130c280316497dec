import { Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import type { SplRewardsPageQuery } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';
import { formatSpl } from '@/lib/spl-amount';

type SplLeaderboardEntry = SplRewardsPageQuery['splLeaderboard'][number];

// The top three's rank chips: gold, silver, bronze (named for screen readers too).
const medals: Record<number, { label: string; className: string }> = {
  1: { label: 'Gold', className: 'bg-amber-400 text-amber-950' },
  2: { label: 'Silver', className: 'bg-slate-300 text-slate-900' },
  3: { label: 'Bronze', className: 'bg-orange-300 text-orange-950' },
};

/** The top SPL earners; the caller's row highlighted and tagged 'You'. */
export function SplLeaderboard({
  entries,
  currentUserId,
}: {
  entries: readonly SplLeaderboardEntry[];
  currentUserId: string | null;
}) {
  return (
    <Card aria-labelledby="spl-leaderboard-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="spl-leaderboard-title" className="text-lg">
            Top SPL Earners
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
            <span className="font-medium text-foreground">No rankings yet</span>
            Managers are ranked once they earn their first SPL.
          </PanelMessage>
        ) : (
          <ol aria-label="SPL leaderboard" className="grid gap-1">
            {entries.map((entry) => (
              <LeaderboardRow key={entry.id} entry={entry} isCurrentUser={entry.id === currentUserId} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function LeaderboardRow({ entry, isCurrentUser }: { entry: SplLeaderboardEntry; isCurrentUser: boolean }) {
  const medal = medals[entry.rank];
  return (
    <li
      data-testid="spl-leaderboard-row"
      data-medal={medal?.label.toLowerCase()}
      aria-current={isCurrentUser ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2',
        isCurrentUser ? 'bg-primary/10 ring-2 ring-primary' : 'odd:bg-muted/40',
      )}
    >
      <span
        className={cn(
          'grid h-8 min-w-8 shrink-0 place-items-center rounded-full px-1.5 text-sm font-bold tabular-nums',
          medal?.className,
        )}
      >
        <span className="sr-only">{medal ? `${medal.label}, rank ` : 'Rank '}</span>
        {entry.rank}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-2 font-medium">
        <span className="truncate">{entry.username}</span>
        {isCurrentUser && <Badge>You</Badge>}
      </span>
      <span className="shrink-0 text-right font-bold tabular-nums">{formatSpl(entry.splTokens)}</span>
    </li>
  );
}
