import { Link } from 'react-router';
import { ArrowDown, ArrowUp, Star, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelMessage } from '@/components/panel-states';
import type { PlayerCardFieldsFragment, SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { PlayerCardRow } from '@/features/squads/components/player-card-row';
import { useSetCaptain } from '@/features/squads/hooks/use-set-captain';
import { useTeamChange } from '@/features/squads/hooks/use-team-change';
import {
  benchSwapBlockedReason,
  captaincyBlockedReason,
  type CardLock,
  locksByCard,
  locksSummary,
} from '@/features/squads/utils/squad-locks';

/**
 * Squad Overview: the XI (each can be made captain or vice-captain) and the bench (its order changed
 * here), as saved; each change shows at once and is saved straight away.
 */
export function SquadOverview({ squad }: { squad: SquadFieldsFragment }) {
  const { makeCaptain, settingCaptain } = useSetCaptain();
  const { makeVice, moveSub, changing } = useTeamChange();
  // One change at a time: each is worked out from the squad shown, which the one before may still change.
  const busy = settingCaptain || changing;
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
                const isVice = card.id === squad.viceCaptainCardId;
                const viceBlocked = captaincyBlockedReason(
                  card.id,
                  squad.viceCaptainCardId,
                  locks,
                  'vice-captain',
                );
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
                          disabled={busy || blocked !== null}
                          title={blocked ?? undefined}
                          aria-describedby={blocked ? reasonId : undefined}
                          aria-label={`Make ${card.footballer.name} captain`}
                          onClick={() => void makeCaptain(squad, card.id, card.footballer.name)}
                        >
                          Make Captain
                        </Button>
                        {isVice ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled
                            aria-label={`${card.footballer.name} is vice-captain`}
                          >
                            Vice
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={busy || viceBlocked !== null}
                            title={viceBlocked ?? undefined}
                            aria-label={`Make ${card.footballer.name} vice-captain`}
                            aria-description={viceBlocked ?? undefined}
                            onClick={() => void makeVice(squad, card.id, card.footballer.name)}
                          >
                            Make Vice
                          </Button>
                        )}
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
                    >
                      {([-1, 1] as const).map((by) => (
                        <BenchMoveButton
                          key={by}
                          card={card}
                          neighbour={squad.bench[index + by]}
                          by={by}
                          locks={locks}
                          disabled={busy}
                          onMove={() => void moveSub(squad, card.id, card.footballer.name, by)}
                        />
                      ))}
                    </PlayerCardRow>
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

/** Up or down the bench: swaps the sub with his neighbour, unless either's match has kicked off. */
function BenchMoveButton({
  card,
  neighbour,
  by,
  locks,
  disabled,
  onMove,
}: {
  card: PlayerCardFieldsFragment;
  neighbour: PlayerCardFieldsFragment | undefined;
  by: -1 | 1;
  locks: ReadonlyMap<string, CardLock>;
  disabled: boolean;
  onMove: () => void;
}) {
  const blocked = neighbour ? benchSwapBlockedReason([card.id, neighbour.id], locks) : null;
  const Arrow = by < 0 ? ArrowUp : ArrowDown;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Move ${card.footballer.name} ${by < 0 ? 'up' : 'down'} the bench`}
      title={blocked ?? undefined}
      aria-description={blocked ?? undefined}
      disabled={disabled || !neighbour || blocked !== null}
      onClick={onMove}
    >
      <Arrow aria-hidden="true" />
    </Button>
  );
}
