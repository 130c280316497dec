import { Calendar, Coins, Medal, Trophy } from 'lucide-react';
import type { ManagerStatsFieldsFragment } from '@/graphql/__generated__/graphql';
import { StatCard } from '@/components/stat-card';
import { pointsText, rankText } from '@/features/squads/utils/stats-display';
import { formatSpl } from '@/lib/spl-amount';

const iconClass = 'size-4 text-primary';

/**
 * Home's four figures. `stats` is undefined while loading or for a visitor (`hint` then says why), so the
 * cards show a dash rather than a made-up number.
 */
export function ManagerStatCards({
  stats,
  hint,
}: {
  stats: ManagerStatsFieldsFragment | undefined;
  hint?: string;
}) {
  const dash = '—';
  return (
    <section aria-label="Your stats" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard
        label="Total Points"
        value={stats ? pointsText(stats.totalPoints) : dash}
        hint={hint}
        icon={<Trophy aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Global Rank"
        value={stats ? rankText(stats.rank) : dash}
        icon={<Medal aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Team Value"
        value={stats ? formatSpl(stats.teamValue) : dash}
        icon={<Coins aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="This Week"
        value={stats ? pointsText(stats.weeklyPoints) : dash}
        icon={<Calendar aria-hidden="true" className={iconClass} />}
      />
    </section>
  );
}
