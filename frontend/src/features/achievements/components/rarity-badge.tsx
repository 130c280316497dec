import { Badge } from '@/components/ui/badge';
import type { AchievementRarity } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';
import { toneBadge } from '@/lib/tone-style';

const rarityClasses: Record<AchievementRarity, string> = {
  common: toneBadge.slate,
  rare: toneBadge.sky,
  epic: toneBadge.violet,
  legendary: toneBadge.amber,
  special: toneBadge.rose,
};

export function RarityBadge({ rarity }: { rarity: AchievementRarity }) {
  return (
    <Badge variant="outline" data-rarity={rarity} className={cn('capitalize', rarityClasses[rarity])}>
      {rarity}
    </Badge>
  );
}
