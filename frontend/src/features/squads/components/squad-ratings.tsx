import { Gauge, Link2, Shield, Swords } from 'lucide-react';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { StatCard } from '@/components/stat-card';

const iconClass = 'size-4 text-primary';

/** The squad's ratings as the server computes them (0 to 100). */
export function SquadRatings({ ratings }: { ratings: SquadFieldsFragment['ratings'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard
        label="Overall"
        value={ratings.overall}
        icon={<Gauge aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Chemistry"
        value={ratings.chemistry}
        icon={<Link2 aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Attack"
        value={ratings.attack}
        icon={<Swords aria-hidden="true" className={iconClass} />}
      />
      <StatCard
        label="Defense"
        value={ratings.defense}
        icon={<Shield aria-hidden="true" className={iconClass} />}
      />
    </div>
  );
}
