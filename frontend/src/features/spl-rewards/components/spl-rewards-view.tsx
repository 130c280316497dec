import { Coins, Trophy } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { SplRewardsPageQuery } from '@/graphql/__generated__/graphql';
import { HowToEarnTable } from '@/features/spl-rewards/components/how-to-earn-table';
import { RecentRewards } from '@/features/spl-rewards/components/recent-rewards';
import { SplBalanceCards } from '@/features/spl-rewards/components/spl-balance-cards';
import { SplLeaderboard } from '@/features/spl-rewards/components/spl-leaderboard';
import { SplStatement } from '@/features/spl-rewards/components/spl-statement';

/** /spl-rewards: the balance cards, then My Rewards (with what earns SPL) and the Leaderboard, then the Statement. */
export function SplRewardsView({
  data,
  currentUserId,
}: {
  data: SplRewardsPageQuery;
  currentUserId: string | null;
}) {
  return (
    <div className="grid gap-6">
      <SplBalanceCards balance={data.mySplBalance} rank={data.mySplRank} />
      <Tabs defaultValue="rewards">
        <TabsList>
          <TabsTrigger value="rewards">
            <Coins aria-hidden="true" />
            My Rewards
          </TabsTrigger>
          <TabsTrigger value="leaderboard">
            <Trophy aria-hidden="true" />
            Leaderboard
          </TabsTrigger>
        </TabsList>
        <TabsContent
          value="rewards"
          className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        >
          <RecentRewards rewards={data.mySplRewards} />
          <HowToEarnTable rules={data.splRewardRules} />
        </TabsContent>
        <TabsContent value="leaderboard">
          <SplLeaderboard entries={data.splLeaderboard} currentUserId={currentUserId} />
        </TabsContent>
      </Tabs>
      <SplStatement currentBalance={data.mySplBalance.currentBalance} />
    </div>
  );
}
