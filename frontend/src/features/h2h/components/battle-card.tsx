import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Swords } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useLinkedBattle } from '@/features/h2h/hooks/use-linked-battle';
import { statusBadgeStyles, statusLabels } from '@/features/h2h/utils/battle-display';
import { formatSpl } from '@/lib/spl-amount';
import { cn } from '@/lib/utils';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';

type BattleCardProps = {
  battle: BattleFieldsFragment;
  /** The card's title: who the battle is against. */
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/**
 * One battle: against whom, its status, the wager and the prize; what to say and do is the caller's. The
 * battle the page was opened on (/h2h?battle=<id>) is outlined, marked current, and scrolled to and
 * focused when it first shows.
 */
export function BattleCard({ battle, title, children, actions }: BattleCardProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { isLinked, pendingView, viewed } = useLinkedBattle(battle.id);
  useEffect(() => {
    if (!pendingView) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
    viewed();
  }, [pendingView, viewed]);

  return (
    <Card
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      aria-current={isLinked ? 'true' : undefined}
      tabIndex={isLinked ? -1 : undefined}
      data-testid="battle-card"
      className={cn('gap-3 py-4', isLinked && 'outline-2 outline-offset-2 outline-primary')}
    >
      <CardHeader className="px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h3 id={titleId} className="flex items-center gap-2 text-base">
              <Swords aria-hidden="true" className="size-4 text-primary" />
              {title}
            </h3>
          </CardTitle>
          <Badge className={statusBadgeStyles[battle.status]}>{statusLabels[battle.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Gameweek {battle.gameweek} · Wager {formatSpl(battle.wager)} · Prize {formatSpl(battle.prize)}
        </p>
      </CardHeader>
      {children && <CardContent className="grid gap-2 px-4 text-sm">{children}</CardContent>}
      {actions && <CardFooter className="flex-wrap gap-2 px-4">{actions}</CardFooter>}
    </Card>
  );
}
