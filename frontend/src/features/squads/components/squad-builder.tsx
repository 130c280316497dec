import { useMemo, useState } from 'react';
import type { SquadBuilderQuery } from '@/graphql/__generated__/graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormationSelector } from '@/features/squads/components/formation-selector';
import { MyPlayersPanel } from '@/features/squads/components/my-players-panel';
import { BenchPanel } from '@/features/squads/components/bench-panel';
import { SelectedSlotCard } from '@/features/squads/components/selected-slot-card';
import { SquadNotices } from '@/features/squads/components/squad-notices';
import { SquadPitch } from '@/features/squads/components/squad-pitch';
import { TeamSettingsCard } from '@/features/squads/components/team-settings-card';
import { useSaveSquad } from '@/features/squads/hooks/use-save-squad';
import { lockedCardIds, locksByCard, locksSummary } from '@/features/squads/utils/squad-locks';
import {
  addToBench,
  changeFormation,
  emptySlot,
  makeCaptain,
  makeViceCaptain,
  placeInSlot,
  removeFromBench,
} from '@/features/squads/utils/lineup';
import {
  cardsById,
  layoutOf,
  lineupFromSquad,
  pitchSlots,
  squadCards,
} from '@/features/squads/utils/squad-view';

/** /squad: pick a formation, fill the 11 slots and the bench from owned cards, name the armbands, save. */
export function SquadBuilder({ data }: { data: SquadBuilderQuery }) {
  const { formations, squadRules, mySquad, myCards } = data;
  const [lineup, setLineup] = useState(() => lineupFromSquad(mySquad));
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const { save, saving, fieldErrors } = useSaveSquad();

  const cards = useMemo(() => cardsById(squadCards(mySquad), myCards), [mySquad, myCards]);
  const positionOf = (id: string) => cards.get(id)?.footballer.position;
  const layout = layoutOf(formations, lineup.formation);
  const slots = pitchSlots(layout, lineup.starters, cards);
  const selectedSlot = selectedIndex === null ? null : (slots[selectedIndex] ?? null);
  const locks = locksByCard(mySquad.locks);
  const summary = locksSummary(mySquad.locks);

  return (
    <div className="grid gap-6">
      <SquadNotices notices={mySquad.notices} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
        <div className="grid gap-6">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Formation {layout.formation}</h2>
              </CardTitle>
              <CardDescription>
                Choose a slot on the pitch, then Add a player of its position.
              </CardDescription>
              {summary && <CardDescription data-testid="locks-summary">{summary}</CardDescription>}
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormationSelector
                formations={formations.map((f) => f.formation)}
                value={layout.formation}
                onChange={(formation) => {
                  setSelectedIndex(null);
                  setLineup((current) =>
                    changeFormation(current, layout, layoutOf(formations, formation), positionOf),
                  );
                }}
              />
              {fieldErrors.formation && <FieldError message={fieldErrors.formation} />}
              <SquadPitch
                label={`Pitch, ${layout.formation}`}
                slots={slots}
                captainCardId={lineup.captainCardId}
                viceCaptainCardId={lineup.viceCaptainCardId}
                lockedCardIds={lockedCardIds(mySquad.locks)}
                selectedIndex={selectedIndex}
                onSelectSlot={(index) => setSelectedIndex((current) => (current === index ? null : index))}
              />
              {fieldErrors.starters && <FieldError message={fieldErrors.starters} />}
              {selectedSlot && (
                <SelectedSlotCard
                  slot={selectedSlot}
                  onClear={() => setSelectedIndex(null)}
                  onRemove={() => setLineup((current) => emptySlot(current, selectedSlot.index))}
                />
              )}
            </CardContent>
          </Card>
          <BenchPanel
            bench={lineup.bench.flatMap((id) => cards.get(id) ?? [])}
            benchSize={squadRules.benchSize}
            locks={locks}
            error={fieldErrors.bench}
            onRemove={(id) => setLineup((current) => removeFromBench(current, id))}
          />
        </div>
        <div className="grid gap-6">
          <TeamSettingsCard
            lineup={lineup}
            cards={cards}
            teamNameMaxLength={squadRules.teamNameMaxLength}
            errors={fieldErrors}
            saving={saving}
            locks={locks}
            savedViceCaptainCardId={mySquad.viceCaptainCardId}
            onTeamNameChange={(teamName) => setLineup((current) => ({ ...current, teamName }))}
            onViceCaptainChange={(id) => setLineup((current) => makeViceCaptain(current, id))}
            onSave={() => void save(lineup)}
          />
          <MyPlayersPanel
            cards={myCards}
            lineup={lineup}
            layout={layout}
            selectedSlot={selectedSlot}
            benchSize={squadRules.benchSize}
            locks={locks}
            savedCaptainCardId={mySquad.captainCardId}
            onAdd={(id) => {
              if (selectedIndex === null) return;
              setLineup((current) => placeInSlot(current, selectedIndex, id));
              setSelectedIndex(null);
            }}
            onCaptain={(id) => setLineup((current) => makeCaptain(current, id))}
            onBench={(id) => setLineup((current) => addToBench(current, id, squadRules.benchSize))}
          />
        </div>
      </div>
    </div>
  );
}

export function FieldError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
