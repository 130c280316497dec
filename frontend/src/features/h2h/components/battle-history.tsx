import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BattleCard } from '@/features/h2h/components/battle-card';
import { BattleScores } from '@/features/h2h/components/battle-scores';
import { BattleSection } from '@/features/h2h/components/battle-section';
import { resultLabels } from '@/features/h2h/utils/battle-display';
import { againstTitle, battleSides } from '@/features/h2h/utils/battle-sides';
import { formatSpl } from '@/lib/spl-amount';
import type { BattleFieldsFragment, BattleResult } from '@/graphql/__generated__/graphql';

function prizeLine(result: BattleResult | null, battle: BattleFieldsFragment, opponent: string | null) {
  switch (result) {
    case 'WIN':
      return `You won ${formatSpl(battle.prize)}.`;
    case 'LOSS':
      return `${opponent ?? 'Your opponent'} won ${formatSpl(battle.prize)}.`;
    case 'DRAW':
      return `A draw: both ${formatSpl(battle.wager)} wagers were refunded.`;
    default:
      return null;
  }
}

function CompletedBattle({ battle, myId }: { battle: BattleFieldsFragment; myId: string }) {
  const [open, setOpen] = useState(false);
  const { me, them } = battleSides(battle, myId);
  return (
    <BattleCard
      battle={battle}
      title={againstTitle(them.username)}
      actions={
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide Details' : 'View Details'}
        </Button>
      }
    >
      {open && (
        <>
          <BattleScores me={me} them={them} />
          {battle.result && (
            <p>
              Result: <span className="font-semibold">{resultLabels[battle.result]}</span>
            </p>
          )}
          <p>{prizeLine(battle.result, battle, them.username)}</p>
        </>
      )}
    </BattleCard>
  );
}

/** Why a battle ended without being played; its wagers went back. */
function unplayedLine(battle: BattleFieldsFragment): string {
  if (battle.status === 'EXPIRED') {
    return `Not accepted before gameweek ${battle.gameweek} began: the wager was refunded.`;
  }
  return battle.refusal ?? 'Cancelled: the wager was refunded.';
}

type BattleHistoryProps = {
  myId: string;
  /** My settled battles (completed, cancelled, expired); undefined until loaded. */
  battles: readonly BattleFieldsFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** Battle History: completed battles with View Details (scores, result, prize), cancelled and expired ones. */
export function BattleHistory({ myId, battles, failed, onRetry }: BattleHistoryProps) {
  return (
    <BattleSection
      heading="Past Battles"
      battles={battles}
      failed={failed}
      onRetry={onRetry}
      errorMessage="Your battles could not be loaded."
      emptyMessage="No battles played yet."
    >
      {(battle) =>
        battle.status === 'COMPLETED' ? (
          <CompletedBattle battle={battle} myId={myId} />
        ) : (
          <BattleCard battle={battle} title={againstTitle(battleSides(battle, myId).them.username)}>
            <p>{unplayedLine(battle)}</p>
          </BattleCard>
        )
      }
    </BattleSection>
  );
}
