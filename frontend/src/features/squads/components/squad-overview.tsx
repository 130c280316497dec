import { Link } from 'react-router';
import { Star, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import { useSetCaptain } from '@/features/squads/hooks/use-set-captain';
import { captaincyBlockedReason, locksByCard, locksSummary } from '@/features/squads/utils/squad-locks';

/** Squad Overview: the XI (each can be made captain) and the bench, as saved. */
export function SquadOverview({ squad }: { squad: SquadFieldsFragment }) {
  const { makeCaptain, settingCaptain } = useSetCaptain();
  const starters = squad.slots.flatMap((slot) => (slot.card ? [{ slot, card: slot.card }] : []));
  const locks = locksByCard(squad.locks);
  const summary = locksSummary(squad.locks);
  const captainLocked = squad.captainCardId !== null && locks.get(squad.captainCardId)?.locked === true;

  return (
    <Card aria-labelledby="overview-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="overview-title" className="text-lg">
            Squad Overview
          </h2>
        </CardTitle>
        {summary && <CardDescription>{summary}</CardDescription>}
        {captainLocked && (
          <CardDescription data-testid="captain-locked">
            Your captain's match has kicked off: the armband stays with him until the gameweek ends.
          </CardDescription>
        )}
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
                const blocked = captaincyBlockedReason(card.id, squad.captainCardId, locks);
                const reasonId = `captain-blocked-${card.id}`;
                return (
                  <PlayerCardRow
                    key={card.id}
                    card={card}
                    lock={locks.get(card.id)}
                    status={card.id === squad.viceCaptainCardId ? `${slot.label} · Vice-captain` : slot.label}
                  >
                    {isCaptain ? (
                      <Button size="sm" disabled aria-label={`${card.footballer.name} is captain`}>
                        <Star aria-hidden="true" className="fill-current" />
                        Captain
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={settingCaptain || blocked !== null}
                          title={blocked ?? undefined}
                          aria-describedby={blocked ? reasonId : undefined}
                          aria-label={`Make ${card.footballer.name} captain`}
                          onClick={() => void makeCaptain(card.id, card.footballer.name)}
                        >
                          Make Captain
                        </Button>
                        {blocked && (
                          <span id={reasonId} className="sr-only">
                            {blocked}
                          </span>
                        )}
                      </>
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
                    <PlayerCardRow
                      key={card.id}
                      card={card}
                      status={`Sub ${index + 1}`}
                      lock={locks.get(card.id)}
                    />
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
