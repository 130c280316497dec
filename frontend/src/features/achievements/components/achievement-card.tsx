import { CircleCheck, Lock } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import type { AchievementFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import { RarityBadge } from '@/features/achievements/components/rarity-badge';
import { rewardText } from '@/features/achievements/utils/achievement-summary';

/**
 * One achievement: title, rarity, description, what exactly counts and reward; locked ones show how
 * far along they are.
 */
export function AchievementCard({
  achievement,
  compact = false,
}: {
  achievement: AchievementFieldsFragment;
  /** the /team panel's shorter form, without the description and the rule */
  compact?: boolean;
}) {
  const { title, icon, rarity, description, rule, unlocked, unlockedAt, progress, maxProgress } = achievement;
  return (
    <li
      data-testid="achievement"
      data-unlocked={unlocked}
      aria-label={`${title}, ${unlocked ? 'unlocked' : 'locked'}`}
      className={cn(
        'flex gap-3 rounded-lg border p-3',
        unlocked ? 'border-primary/40 bg-primary/5' : 'bg-card',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full bg-muted text-2xl',
          !unlocked && 'opacity-60 grayscale',
        )}
      >
        {icon}
      </span>
      <span className="grid min-w-0 flex-1 gap-1.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{title}</span>
          <RarityBadge rarity={rarity} />
        </span>
        {!compact && (
          <>
            <span className="text-sm text-muted-foreground">{description}</span>
            <span data-testid="achievement-rule" className="text-xs text-muted-foreground">
              <span className="font-medium">What counts: </span>
              {rule}
            </span>
          </>
        )}
        <span className="text-xs font-medium">
          <span className="text-muted-foreground">Reward: </span>
          {rewardText(achievement)}
        </span>
        {unlocked ? (
          <span className="flex items-center gap-1 text-xs font-medium text-accent-foreground">
            <CircleCheck aria-hidden="true" className="size-3.5 text-primary" />
            Unlocked
            {unlockedAt && (
              <time dateTime={unlockedAt} className="font-normal text-muted-foreground">
                {` · ${formatShortDateTime(unlockedAt)}`}
              </time>
            )}
          </span>
        ) : (
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            <Progress
              value={progress}
              max={maxProgress}
              aria-label={`${title} progress`}
              className="flex-1"
            />
            <span className="shrink-0 tabular-nums">{`${progress} / ${maxProgress}`}</span>
          </span>
        )}
      </span>
    </li>
  );
}
