import { Coins, Goal, Hand, Handshake, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import type { SplActionType, SplRewardFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { SPL_CAPTAIN_TAG, rewardHeadline, rewardScoreLine } from '@/features/spl-rewards/utils/spl-display';
import { formatSpl } from '@/lib/spl-amount';
import { PlayerLink } from '@/components/player-link';

const actionIcons: Record<SplActionType, LucideIcon> = {
  goal: Goal,
  assist: Handshake,
  clean_sheet: ShieldCheck,
  penalty_save: Hand,
};

/** The manager's rewards, newest first, or 'No rewards yet'. */
export function RecentRewards({ rewards }: { rewards: readonly SplRewardFieldsFragment[] }) {
  return (
    <Card aria-labelledby="recent-rewards-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="recent-rewards-title" className="text-lg">
            Recent Rewards
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rewards.length === 0 ? (
          <PanelMessage icon={<Coins aria-hidden="true" className="size-6" />}>
            <span className="font-medium text-foreground">No rewards yet</span>
            Your fielded players earn SPL for goals, assists, clean sheets and penalty saves.
          </PanelMessage>
        ) : (
          <ol aria-label="Recent rewards" className="grid gap-2">
            {rewards.map((reward) => (
              <RewardRow key={reward.id} reward={reward} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function RewardRow({ reward }: { reward: SplRewardFieldsFragment }) {
  const Icon = actionIcons[reward.actionType];
  const { homeClub, awayClub, minute } = reward.matchDetails;
  return (
    <li
      data-testid="spl-reward"
      className="flex items-start gap-3 rounded-lg border px-3 py-3 sm:items-center"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <PlayerLink footballerId={reward.matchDetails.footballerId}>{rewardHeadline(reward)}</PlayerLink>
          {reward.isCaptain && <Badge variant="secondary">{SPL_CAPTAIN_TAG}</Badge>}
        </span>
        <span className="text-xs text-muted-foreground">
          <abbr title={`${homeClub.name} v ${awayClub.name}`} className="no-underline">
            {rewardScoreLine(reward)}
          </abbr>
          {` · ${minute}' · Gameweek ${reward.gameweek}`}
        </span>
      </span>
      <span className="grid shrink-0 justify-items-end gap-1 text-right">
        <span className="font-bold text-primary tabular-nums">+{formatSpl(reward.splTokens)}</span>
        <time dateTime={reward.awardedAt} className="text-xs text-muted-foreground tabular-nums">
          {formatShortDateTime(reward.awardedAt)}
        </time>
      </span>
    </li>
  );
}
