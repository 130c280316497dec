import { Link } from 'react-router';
import { Star, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import { useSetCaptain } from '@/features/squads/hooks/use-set-captain';

/** Squad Overview: the XI (each can be made captain) and the bench, as saved. */
export function SquadOverview({ squad }: { squad: SquadFieldsFragment }) {
  const { makeCaptain, settingCaptain } = useSetCaptain();
  const starters = squad.slots.flatMap((slot) => (slot.card ? [{ slot, card: slot.card }] : []));

  return (
    <Card aria-labelledby="overview-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="overview-title" className="text-lg">
            Squad Overview
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {starters.length === 0 && squad.bench.length === 0 ? (
          <PanelMessage icon={<Users aria-hidden="true" className="size-6" />}>
            <span className="font-medium text-foreground">No players in your squad yet</span>
            Add players from the marketplace
            <span className="mt-2 flex flex-wrap justify-center gap-2">
              <Button asChild size="sm">
                <Link to="/marketplace">Buy Players</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/squad">Build Squad</Link>
              </Button>
            </span>
          </PanelMessage>
        ) : (
          <>
            <ul aria-label="Starting XI" className="grid gap-2">
              {starters.map(({ slot, card }) => {
                const isCaptain = card.id === squad.captainCardId;
                return (
                  <PlayerCardRow
                    key={card.id}
                    card={card}
                    status={card.id === squad.viceCaptainCardId ? `${slot.label} · Vice-captain` : slot.label}
                  >
                    {isCaptain ? (
                      <Button size="sm" disabled aria-label={`${card.footballer.name} is captain`}>
                        <Star aria-hidden="true" className="fill-current" />
                        Captain
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={settingCaptain}
                        aria-label={`Make ${card.footballer.name} captain`}
                        onClick={() => void makeCaptain(card.id, card.footballer.name)}
                      >
                        Make Captain
                      </Button>
                    )}
                  </PlayerCardRow>
                );
              })}
            </ul>
            {squad.bench.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold text-muted-foreground">Bench</h3>
                <ol aria-label="Bench" className="grid gap-2">
                  {squad.bench.map((card, index) => (
                    <PlayerCardRow key={card.id} card={card} status={`Sub ${index + 1}`} />
                  ))}
                </ol>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
