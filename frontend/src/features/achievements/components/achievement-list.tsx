import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PanelMessage } from '@/components/panel-states';
import { Trophy } from 'lucide-react';
import type { AchievementCategory, AchievementFieldsFragment } from '@/graphql/__generated__/graphql';
import { AchievementCard } from '@/features/achievements/components/achievement-card';
import { FILTER_CATEGORIES } from '@/features/achievements/utils/achievement-summary';

type Filter = AchievementCategory | 'all';

/** All Achievements, filtered by category (All, scoring, trading, team, league, special). */
export function AchievementList({ achievements }: { achievements: readonly AchievementFieldsFragment[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? achievements : achievements.filter((a) => a.category === filter);

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {(['all', ...FILTER_CATEGORIES] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {value === 'all' ? 'All' : <span className="capitalize">{value}</span>}
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
          No achievements in this category
        </PanelMessage>
      ) : (
        <ul aria-label="Achievements" className="grid gap-3 md:grid-cols-2">
          {shown.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} />
          ))}
        </ul>
      )}
    </div>
  );
}
