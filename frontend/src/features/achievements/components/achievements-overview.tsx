import { Award, Coins, Image, Trophy } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatSpl } from '@/lib/spl-amount';
import type { AchievementSummary } from '@/features/achievements/utils/achievement-summary';

const iconClass = 'size-4 text-primary';

/** Overview: the four counters, the overall progress and unlocked over total per category. */
export function AchievementsOverview({ summary }: { summary: AchievementSummary }) {
  return (
    <div className="grid gap-6">
      <section aria-label="Achievement counters" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard
          label="Unlocked Achievements"
          value={summary.unlocked}
          hint={`of ${summary.total}`}
          icon={<Trophy aria-hidden="true" className={iconClass} />}
        />
        <StatCard
          label="Badges"
          value={summary.badges.length}
          icon={<Award aria-hidden="true" className={iconClass} />}
        />
        <StatCard
          label="NFT Rewards"
          value={summary.nfts.length}
          icon={<Image aria-hidden="true" className={iconClass} />}
        />
        <StatCard
          label="Tokens Earned"
          value={formatSpl(summary.tokensEarned)}
          hint="From achievements"
          icon={<Coins aria-hidden="true" className={iconClass} />}
        />
      </section>
      <Card aria-labelledby="overall-progress-title" role="region" className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="overall-progress-title" className="flex items-baseline justify-between gap-4 text-lg">
              Overall Progress
              <span data-testid="overall-percent" className="text-2xl font-bold text-primary tabular-nums">
                {summary.percent}%
              </span>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Progress value={summary.percent} aria-label="Overall progress" className="h-3" />
          <ul aria-label="Progress by category" className="grid gap-x-10 gap-y-3 sm:grid-cols-2">
            {summary.byCategory.map(({ category, unlocked, total }) => (
              <li key={category} data-testid="category-progress" className="grid gap-1.5">
                <span className="flex justify-between text-sm">
                  <span className="font-medium capitalize">{category}</span>
                  <span className="text-muted-foreground tabular-nums">{`${unlocked} / ${total}`}</span>
                </span>
                <Progress value={unlocked} max={total} aria-label={`${category} achievements unlocked`} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
