import { useMemo, useState } from 'react';
import type { SquadBuilderQuery } from '@/graphql/__generated__/graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormationSelector } from '@/features/squads/components/formation-selector';
import { FormationSwitchNotice } from '@/features/squads/components/formation-switch-notice';
import { IncompleteLineupDialog } from '@/features/squads/components/incomplete-lineup-dialog';
import { MovePlayerDialog } from '@/features/squads/components/move-player-dialog';
import { MyPlayersPanel } from '@/features/squads/components/my-players-panel';
import { BenchPanel } from '@/features/squads/components/bench-panel';
import { SelectedSlotCard } from '@/features/squads/components/selected-slot-card';
import { SquadNotices } from '@/features/squads/components/squad-notices';
import { SquadPitch } from '@/features/squads/components/squad-pitch';
import { TeamSettingsCard } from '@/features/squads/components/team-settings-card';
import { useLineupEditor } from '@/features/squads/hooks/use-lineup-editor';
import { useSaveSquad } from '@/features/squads/hooks/use-save-squad';
import { lockedCardIds, locksByCard } from '@/features/squads/utils/squad-locks';
import {
  addToBench,
  emptySlot,
  type Lineup,
  makeCaptain,
  makeViceCaptain,
  removeFromBench,
  sameSquad,
} from '@/features/squads/utils/lineup';
import { slotCandidates } from '@/features/squads/utils/slot-candidates';
import {
  cardsById,
  fitOfCards,
  layoutOf,
  lineupFromSquad,
  pitchSlots,
  squadCards,
} from '@/features/squads/utils/squad-view';

/** /squad: pick a formation, fill the 11 slots and the bench from owned cards, name the armbands, save. */
export function SquadBuilder({ data }: { data: SquadBuilderQuery }) {
  const { formations, squadRules, mySquad, myCards } = data;
  const cards = useMemo(() => cardsById(squadCards(mySquad), myCards), [mySquad, myCards]);
  const nameOf = (id: string) => cards.get(id)?.footballer.name ?? 'A player no longer yours';
  const editor = useLineupEditor({
    initial: lineupFromSquad(mySquad),
    layoutOf: (formation) => layoutOf(formations, formation),
    fitOf: fitOfCards(cards),
    nameOf,
    benchSize: squadRules.benchSize,
  });
  const { lineup, layout, edit } = editor;
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const [confirmingSave, setConfirmingSave] = useState(false);
  const { save, saving, fieldErrors, clearFieldError } = useSaveSquad(mySquad, cards);

  const slots = pitchSlots(layout, lineup.starters, cards);
  const selectedSlot = selectedIndex === null ? null : (slots[selectedIndex] ?? null);
  const starterCount = lineup.starters.filter((id) => id !== null).length;
  const locks = locksByCard(mySquad.locks);

  function add(cardId: string) {
    if (selectedIndex !== null && editor.place(selectedIndex, cardId)) setSelectedIndex(null);
  }

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
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormationSelector
                formations={formations.map((f) => f.formation)}
                value={layout.formation}
                onChange={(formation) => {
                  setSelectedIndex(null);
                  editor.switchTo(formation);
                }}
              />
              {fieldErrors.formation && <FieldError message={fieldErrors.formation} />}
              {editor.switchNotice.length > 0 && (
                <FormationSwitchNotice lines={editor.switchNotice} onDismiss={editor.dismissSwitchNotice} />
              )}
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
                  candidates={slotCandidates(myCards, lineup, layout, selectedSlot.index)}
                  onAdd={add}
                  onClear={() => setSelectedIndex(null)}
                  onRemove={() => edit((current) => emptySlot(current, selectedSlot.index))}
                />
              )}
            </CardContent>
          </Card>
          <BenchPanel
            bench={lineup.bench.flatMap((id) => cards.get(id) ?? [])}
            benchSize={squadRules.benchSize}
            locks={locks}
            error={fieldErrors.bench}
            onRemove={(id) => edit((current) => removeFromBench(current, id))}
          />
        </div>
        <div className="grid gap-6">
          <TeamSettingsCard
            lineup={lineup}
            cards={cards}
            teamNameMaxLength={squadRules.teamNameMaxLength}
            errors={fieldErrors}
            saving={saving}
            saved={sameSquad(lineup, lineupFromSquad(mySquad))}
            locks={locks}
            savedViceCaptainCardId={mySquad.viceCaptainCardId}
            onTeamNameChange={(teamName) => {
              clearFieldError('teamName');
              edit((current) => ({ ...current, teamName }));
            }}
            onViceCaptainChange={(id) => {
              clearFieldError('viceCaptain');
              edit((current) => makeViceCaptain(current, id));
            }}
            onSave={() => {
              if (starterCount < lineup.starters.length) setConfirmingSave(true);
              else void save(lineup, layout);
            }}
          />
          <MyPlayersPanel
            cards={myCards}
            lineup={lineup}
            layout={layout}
            keptAside={editor.keptAside}
            selectedSlot={selectedSlot}
            benchSize={squadRules.benchSize}
            locks={locks}
            savedCaptainCardId={mySquad.captainCardId}
            onAdd={add}
            onCaptain={(id) => edit((current) => makeCaptain(current, id))}
            onBench={(id) => edit((current) => addToBench(current, id, squadRules.benchSize))}
          />
        </div>
      </div>
      {editor.pendingMove && (
        <MovePlayerDialog
          name={nameOf(editor.pendingMove.cardId)}
          fromLabel={editor.pendingMove.from.slotLabel}
          toLabel={layout.slots[editor.pendingMove.toSlotIndex]?.label ?? ''}
          swappedWith={swappedWith(lineup, editor.pendingMove.toSlotIndex, nameOf)}
          onConfirm={() => {
            editor.confirmMove();
            setSelectedIndex(null);
          }}
          onCancel={editor.cancelMove}
        />
      )}
      {confirmingSave && (
        <IncompleteLineupDialog
          starters={starterCount}
          slots={lineup.starters.length}
          onBench={lineup.bench.length}
          onConfirm={() => {
            setConfirmingSave(false);
            void save(lineup, layout);
          }}
          onCancel={() => setConfirmingSave(false)}
        />
      )}
    </div>
  );
}

/** Who plays in the slot a starter moves to, and so takes the slot they leave. */
function swappedWith(lineup: Lineup, slotIndex: number, nameOf: (cardId: string) => string) {
  const id = lineup.starters[slotIndex];
  return id ? nameOf(id) : null;
}

export function FieldError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
