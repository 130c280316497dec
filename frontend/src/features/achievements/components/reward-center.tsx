import type { ReactNode } from 'react';
import { Award, Image } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import { cn } from '@/lib/utils';
import { formatSpl } from '@/lib/spl-amount';
import type { AchievementSummary } from '@/features/achievements/utils/achievement-summary';

/** Reward Center: the badges and NFTs the unlocked achievements gave, and the SPL they paid. */
export function RewardCenter({ summary }: { summary: AchievementSummary }) {
  const stillToEarn = summary.tokensPossible - summary.tokensEarned;
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <RewardSection id="earned-badges" title="Earned Badges">
        {summary.badges.length === 0 ? (
          <PanelMessage icon={<Award aria-hidden="true" className="size-6" />}>
            No badges yet: unlock an achievement to earn its badge.
          </PanelMessage>
        ) : (
          <ul aria-label="Earned badges" className="flex flex-wrap gap-2">
            {summary.badges.map((badge) => (
              <li
                key={badge}
                className="flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium"
              >
                <Award aria-hidden="true" className="size-4 text-primary" />
                {badge}
              </li>
            ))}
          </ul>
        )}
      </RewardSection>
      <RewardSection id="nft-collection" title="NFT Collection">
        {summary.nfts.length === 0 ? (
          <PanelMessage icon={<Image aria-hidden="true" className="size-6" />}>
            No NFT rewards yet: some achievements give an NFT when unlocked.
          </PanelMessage>
        ) : (
          <ul aria-label="NFT rewards" className="grid gap-2">
            {summary.nfts.map((nft) => (
              <li
                key={nft}
                className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium"
              >
                <Image aria-hidden="true" className="size-4 text-primary" />
                {nft}
              </li>
            ))}
          </ul>
        )}
      </RewardSection>
      <RewardSection id="token-summary" title="Token Summary" className="md:col-span-2">
        <dl className="grid gap-3 sm:grid-cols-3">
          <TokenFigure label="Earned from achievements" tokens={summary.tokensEarned} />
          <TokenFigure label="Still to earn" tokens={stillToEarn} />
          <TokenFigure label="Total possible" tokens={summary.tokensPossible} />
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          Achievement SPL is bonus SPL: it buys new cards at once, and pays other managers (listings, league
          fees, wagers) as you play gameweeks. Your SPL page shows how much is still locked.
        </p>
      </RewardSection>
    </div>
  );
}

function RewardSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="text-lg">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function TokenFigure({ label, tokens }: { label: string; tokens: number }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/50 px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{formatSpl(tokens)}</dd>
    </div>
  );
}
