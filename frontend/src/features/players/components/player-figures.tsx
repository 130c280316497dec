import { Coins, Flame, Goal, Hand, Shield, Timer, Trophy, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { graphql } from '@/graphql/__generated__';
import type { PlayerFigures_FootballerFragment } from '@/graphql/__generated__/graphql';
import { formatForm } from '@/lib/footballer-form';
import { formatSpl } from '@/lib/spl-amount';

graphql(`
  fragment PlayerFigures_footballer on Footballer {
    id
    form
    seasonTotals {
      appearances
      minutes
      goals
      assists
      cleanSheets
      points
    }
    splEarned
    ownership {
      gameweek
      lineups
      percent
    }
  }
`);

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** His season in figures: form, points, goals, assists, clean sheets, minutes, SPL earned, ownership. */
export function PlayerFigures({ footballer }: { footballer: PlayerFigures_FootballerFragment }) {
  const { seasonTotals: totals, ownership } = footballer;
  return (
    <section aria-labelledby="player-figures-title" className="grid gap-3">
      <h2 id="player-figures-title" className="text-xl font-semibold">
        This season
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard
          label="Form"
          value={formatForm(footballer.form)}
          icon={<Flame aria-hidden="true" className="size-4" />}
          hint="Average points, last 5 gameweeks"
        />
        <StatCard
          label="Points"
          value={whole.format(totals.points)}
          icon={<Trophy aria-hidden="true" className="size-4" />}
          hint={`${totals.appearances} appearances`}
        />
        <StatCard label="Goals" value={totals.goals} icon={<Goal aria-hidden="true" className="size-4" />} />
        <StatCard
          label="Assists"
          value={totals.assists}
          icon={<Hand aria-hidden="true" className="size-4" />}
        />
        <StatCard
          label="Clean sheets"
          value={totals.cleanSheets}
          icon={<Shield aria-hidden="true" className="size-4" />}
        />
        <StatCard
          label="Minutes"
          value={whole.format(totals.minutes)}
          icon={<Timer aria-hidden="true" className="size-4" />}
        />
        <StatCard
          label="SPL earned"
          value={formatSpl(footballer.splEarned)}
          icon={<Coins aria-hidden="true" className="size-4" />}
          hint="Paid to managers for his actions"
        />
        <StatCard
          label="Ownership"
          value={ownership ? `${oneDecimal.format(ownership.percent)}%` : '–'}
          icon={<Users aria-hidden="true" className="size-4" />}
          hint={
            ownership
              ? `${whole.format(ownership.lineups)} lineups, gameweek ${ownership.gameweek}`
              : 'No gameweek played yet'
          }
        />
      </div>
    </section>
  );
}
