import { useId, type ReactNode } from 'react';
import { Swords } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { statusBadgeStyles, statusLabels } from '@/features/h2h/utils/battle-display';
import { formatSpl } from '@/lib/spl-amount';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';

type BattleCardProps = {
  battle: BattleFieldsFragment;
  /** The card's title: who the battle is against. */
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** One battle: against whom, its status, the wager and the prize; what to say and do is the caller's. */
export function BattleCard({ battle, title, children, actions }: BattleCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} data-testid="battle-card" className="gap-3 py-4">
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
