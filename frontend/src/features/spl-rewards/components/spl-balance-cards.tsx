import { Coins, Medal, TrendingUp } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import type { SplBalanceFieldsFragment, SplLockedBonusFieldsFragment } from '@/graphql/__generated__/graphql';
import { lockedBonusText } from '@/lib/spl-locked-bonus';
import { splRankText } from '@/features/spl-rewards/utils/spl-display';
import { formatSpl } from '@/lib/spl-amount';

const iconClass = 'size-4 text-primary';

// Total Earned is every SPL issued to the manager; what other managers paid him is not new SPL.
export const TOTAL_EARNED_CAPTION = 'Match rewards and achievement bonuses; not sales or prizes';

/**
 * Current Balance (with the bonus SPL still locked by too little play), Total Earned and Rank among
 * SPL earners ('N/A' before the first reward).
 */
export function SplBalanceCards({
  balance,
  rank,
}: {
  balance: SplBalanceFieldsFragment & SplLockedBonusFieldsFragment;
  rank: number | null;
}) {
  return (
    <section
      aria-label="Your SPL"
      className="grid grid-cols-2 gap-3 md:grid-cols-3 [&>:last-child]:col-span-2 md:[&>:last-child]:col-span-1"
    >
      <StatCard
        label="Current Balance"
        value={formatSpl(balance.currentBalance)}
        hint={lockedBonusText(balance) ?? undefined}
        icon={<Coins aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Total Earned"
        value={formatSpl(balance.totalEarned)}
        hint={TOTAL_EARNED_CAPTION}
        icon={<TrendingUp aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Rank"
        value={splRankText(rank)}
        hint={rank === null ? 'Earn SPL to be ranked' : 'Among SPL earners'}
        icon={<Medal aria-hidden="true" className={iconClass} />}
      />
    </section>
  );
}
