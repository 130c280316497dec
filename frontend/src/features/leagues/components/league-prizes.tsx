import { Award } from 'lucide-react';
import { LeagueFigures } from '@/features/leagues/components/league-figures';
import { LeagueSection } from '@/features/leagues/components/league-section';
import { formatSpl } from '@/lib/spl-amount';
import type { LeagueDetailsFieldsFragment } from '@/graphql/__generated__/graphql';

/** What is at stake: the prize pool, the three prizes, the entry fee, the pot; at the end who won what. */
export function LeaguePrizes({ league }: { league: LeagueDetailsFieldsFragment }) {
  const winners = league.standings.filter((standing) => standing.prize > 0);
  const champion = league.standings.find((standing) => standing.rank === 1);
  return (
    <LeagueSection
      id="league-prizes-title"
      title="Prizes"
      icon={<Award aria-hidden="true" className="size-5 text-primary" />}
    >
      <LeagueFigures
        figures={[
          { label: 'Prize Pool', value: formatSpl(league.prizePool) },
          { label: '1st Prize', value: formatSpl(league.firstPrize) },
          { label: '2nd Prize', value: formatSpl(league.secondPrize) },
          { label: '3rd Prize', value: formatSpl(league.thirdPrize) },
          { label: 'Entry Fee', value: formatSpl(league.entryFee) },
          { label: 'Pot', value: formatSpl(league.pot) },
        ]}
      />
      <p className="text-xs text-muted-foreground">
        The pot is the prize pool and the entry fees paid. The 1st, 2nd and 3rd places win their prizes; the
        winner also takes what is left of the pot.
      </p>
      {league.prizeDetails && <p className="text-sm whitespace-pre-line">{league.prizeDetails}</p>}
      {league.phase === 'FINISHED' && (
        <div className="grid gap-2 border-t pt-4">
          <h3 className="text-sm font-semibold">Final result</h3>
          {champion && (
            <p className="text-sm">
              Champion: <span className="font-semibold">{champion.manager.username}</span>
            </p>
          )}
          {winners.length > 0 && (
            <ul aria-label="Prizes won" className="grid gap-1 text-sm">
              {winners.map((standing) => (
                <li key={standing.manager.id} className="flex justify-between gap-4">
                  <span>
                    #{standing.rank} {standing.manager.username}
                  </span>
                  <span className="font-medium tabular-nums">won {formatSpl(standing.prize)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </LeagueSection>
  );
}
