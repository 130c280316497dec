import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ReceiptText } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { PlayerLink } from '@/components/player-link';
import { PanelError, PanelMessage } from '@/components/panel-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { SplStatementLineFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { formatSignedSpl, formatSpl } from '@/lib/spl-amount';
import { cn } from '@/lib/utils';
import { SplStatementDocument } from '@/features/spl-rewards/api/spl-statement.query';
import { causeLink, holdStatusLabels } from '@/features/spl-rewards/utils/statement-display';
import { toneText } from '@/lib/tone-style';

const PAGE_SIZE = 20;

/**
 * Every movement of the manager's SPL, newest first, a page at a time, each with the balance after it: the
 * lines add up to `currentBalance`. When the balance moves (a live award, a purchase), the newest page is read
 * again, so the statement ends where the balance card does.
 */
export function SplStatement({ currentBalance }: { currentBalance: number }) {
  const { data, error, loading, refetch, fetchMore } = useQuery(SplStatementDocument, {
    variables: { limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const statement = data?.splStatement;

  // Read the newest page again once per move of the balance, not on the first render (the query just ran).
  const shownBalance = useRef(currentBalance);
  useEffect(() => {
    if (shownBalance.current === currentBalance) return;
    shownBalance.current = currentBalance;
    void refetch().catch(() => undefined);
  }, [currentBalance, refetch]);

  return (
    <Card aria-labelledby="spl-statement-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="spl-statement-title" className="text-lg">
            Statement
          </h2>
        </CardTitle>
        <CardDescription>
          Every movement of your SPL, newest first, with your balance after each: they add up to your Current
          Balance.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!statement ? (
          error ? (
            <PanelError
              message="Your statement could not be loaded."
              onRetry={() => void refetch().catch(() => undefined)}
            />
          ) : (
            <Skeleton data-testid="spl-statement-loading" className="h-40 w-full" />
          )
        ) : statement.items.length === 0 ? (
          <PanelMessage icon={<ReceiptText aria-hidden="true" className="size-6" />}>
            <span className="font-medium text-foreground">No SPL movements yet</span>
            Rewards, purchases, sales, league fees, prizes and wagers will be listed here.
          </PanelMessage>
        ) : (
          <>
            <ol aria-label="SPL statement" className="grid gap-2">
              {statement.items.map((line) => (
                <StatementRow key={line.id} line={line} />
              ))}
            </ol>
            <LoadMore
              shown={statement.items.length}
              total={statement.total}
              loading={loading}
              onLoadMore={() =>
                void fetchMore({ variables: { limit: PAGE_SIZE, before: statement.nextCursor } }).catch(
                  () => undefined,
                )
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function StatementRow({ line }: { line: SplStatementLineFieldsFragment }) {
  const link = line.cause ? causeLink(line.cause) : null;
  return (
    <li
      data-testid="spl-statement-line"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-lg border px-3 py-3"
    >
      <span className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          {line.reason}
          {line.holdStatus && <Badge variant="secondary">{holdStatusLabels[line.holdStatus]}</Badge>}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={line.at} className="tabular-nums">
            {formatShortDateTime(line.at)}
          </time>
          {link && (
            <Link to={link.to} className="font-medium text-primary underline-offset-4 hover:underline">
              {link.label}
            </Link>
          )}
          {line.footballer && (
            <PlayerLink footballerId={line.footballer.id} className="font-medium text-primary">
              View player
            </PlayerLink>
          )}
        </span>
      </span>
      <span className="grid justify-items-end gap-1 text-right">
        <span
          data-testid="spl-statement-amount"
          className={cn('font-bold tabular-nums', line.amount > 0 ? toneText.emerald : 'text-destructive')}
        >
          {formatSignedSpl(line.amount)}
        </span>
        <span data-testid="spl-statement-balance" className="text-xs text-muted-foreground tabular-nums">
          Balance {formatSpl(line.balanceAfter)}
        </span>
      </span>
    </li>
  );
}
