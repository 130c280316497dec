import { useMemo } from 'react';
import { Gift, LayoutDashboard, ListChecks } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AchievementFieldsFragment } from '@/graphql/__generated__/graphql';
import { AchievementList } from '@/features/achievements/components/achievement-list';
import { AchievementsOverview } from '@/features/achievements/components/achievements-overview';
import { RewardCenter } from '@/features/achievements/components/reward-center';
import { summarizeAchievements } from '@/features/achievements/utils/achievement-summary';

/** /achievements: Overview, All Achievements and Reward Center, all from the manager's achievements. */
export function AchievementsView({ achievements }: { achievements: readonly AchievementFieldsFragment[] }) {
  const summary = useMemo(() => summarizeAchievements(achievements), [achievements]);
  return (
    <Tabs defaultValue="overview">
      <TabsList>
        <TabsTrigger value="overview">
          <LayoutDashboard aria-hidden="true" />
          Overview
        </TabsTrigger>
        <TabsTrigger value="all">
          <ListChecks aria-hidden="true" />
          All Achievements
        </TabsTrigger>
        <TabsTrigger value="rewards">
          <Gift aria-hidden="true" />
          Reward Center
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <AchievementsOverview summary={summary} />
      </TabsContent>
      <TabsContent value="all">
        <AchievementList achievements={achievements} />
      </TabsContent>
      <TabsContent value="rewards">
        <RewardCenter summary={summary} />
      </TabsContent>
    </Tabs>
  );
}
