import { Badge } from '@/components/ui/badge';
import type { AchievementRarity } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';

const rarityClasses: Record<AchievementRarity, string> = {
  common: 'bg-slate-100 text-slate-700 border-slate-200',
  rare: 'bg-sky-100 text-sky-800 border-sky-200',
  epic: 'bg-violet-100 text-violet-800 border-violet-200',
  legendary: 'bg-amber-100 text-amber-900 border-amber-300',
  special: 'bg-rose-100 text-rose-800 border-rose-200',
};

export function RarityBadge({ rarity }: { rarity: AchievementRarity }) {
  return (
    <Badge variant="outline" data-rarity={rarity} className={cn('capitalize', rarityClasses[rarity])}>
      {rarity}
    </Badge>
  );
}
