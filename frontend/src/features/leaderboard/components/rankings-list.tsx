import { Fragment } from 'react';
import { ChevronDown, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { cn } from '@/lib/utils';
import type { LeaderboardEntry } from '@/features/leaderboard/api/leaderboard.rest';
import { teamLabel } from '@/features/leaderboard/components/team-label';

type RankingsListProps = {
  /** undefined until the first answer. */
  entries: readonly LeaderboardEntry[] | undefined;
  failed: boolean;
  onRetry: () => void;
  currentUserId: string | null;
  /** Show more: the next 100 ranks, when there may be more. */
  onShowMore?: () => void;
  loadingMore?: boolean;
};

/** 'Complete Rankings': every row of the answer, the caller's own highlighted. */
export function RankingsList({
  entries,
  failed,
  onRetry,
  currentUserId,
  onShowMore,
  loadingMore = false,
}: RankingsListProps) {
  return (
    <Card aria-labelledby="rankings-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="rankings-title" className="text-lg">
            Complete Rankings
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PanelBody
          items={entries}
          failed={failed}
          onRetry={onRetry}
          errorMessage="The rankings could not be loaded."
          loading={{ label: 'Loading rankings…', rows: 10 }}
          empty={
            <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
              <span className="font-medium text-foreground">No Rankings Yet</span>
              Rankings appear once managers score their first points.
            </PanelMessage>
          }
        >
          {(items) => (
            <div className="grid gap-3">
              <ol aria-label="Rankings" className="grid gap-1">
                {items.map((entry, index) => (
                  <Fragment key={entry.id}>
                    {/* Ranks not loaded lie between (the caller's own row far below the page). */}
                    {index > 0 && entry.rank > items[index - 1]!.rank + 1 && (
                      <li aria-hidden="true" className="text-center text-muted-foreground">
                        ⋯
                      </li>
                    )}
                    <RankingRow entry={entry} isCurrentUser={entry.id === currentUserId} />
                  </Fragment>
                ))}
              </ol>
              {onShowMore && (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  disabled={loadingMore}
                  onClick={onShowMore}
                >
                  <ChevronDown aria-hidden="true" />
                  {loadingMore ? 'Loading...' : 'Show more'}
                </Button>
              )}
            </div>
          )}
        </PanelBody>
      </CardContent>
    </Card>
  );
}

function RankingRow({ entry, isCurrentUser }: { entry: LeaderboardEntry; isCurrentUser: boolean }) {
  return (
    <li
      data-testid="ranking-row"
      aria-current={isCurrentUser ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2',
        isCurrentUser ? 'bg-primary/10 ring-2 ring-primary' : 'odd:bg-muted/40',
      )}
    >
      <span className="w-10 shrink-0 text-right font-bold tabular-nums">
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <span className="truncate">{entry.username}</span>
          {isCurrentUser && <Badge>You</Badge>}
        </span>
        <span className="truncate text-xs text-muted-foreground">{teamLabel(entry.teamName)}</span>
      </span>
      <span data-testid="ranking-points" className="shrink-0 text-right font-bold tabular-nums">
        {entry.totalPoints}
        <span className="ml-1 text-xs font-medium text-muted-foreground">pts</span>
      </span>
    </li>
  );
}
