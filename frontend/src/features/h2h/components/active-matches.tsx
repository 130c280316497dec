import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BattleCard } from '@/features/h2h/components/battle-card';
import { BattleScores } from '@/features/h2h/components/battle-scores';
import { BattleSection } from '@/features/h2h/components/battle-section';
import { againstTitle, battleSides } from '@/features/h2h/utils/battle-sides';
import { formatSpl } from '@/lib/spl-amount';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { toneText } from '@/lib/tone-style';

type ActiveMatchesProps = {
  myId: string;
  /** My battles not settled yet; undefined until loaded. */
  mine: readonly BattleFieldsFragment[] | undefined;
  /** Challenges I may accept; undefined until loaded. */
  open: readonly BattleFieldsFragment[] | undefined;
  mineFailed: boolean;
  openFailed: boolean;
  onRetry: () => void;
  busy: boolean;
  onCancel: (battle: BattleFieldsFragment) => void;
  onAccept: (battle: BattleFieldsFragment) => void;
};

/** Whether the wagers asked for so far are held yet (the ledger answers a moment after). */
function WagerHold({ funded }: { funded: boolean }) {
  return (
    <p className={funded ? toneText.emerald : toneText.amber}>{funded ? 'Wager held' : 'Holding wager…'}</p>
  );
}

/** A pending challenge expires at its gameweek's first kick-off: when that is planned, when known. */
function AcceptBy({ battle }: { battle: BattleFieldsFragment }) {
  if (!battle.acceptBy) return null;
  return (
    <p>
      Accept before gameweek {battle.gameweek}&apos;s first kick-off, planned for{' '}
      <time dateTime={battle.acceptBy}>{formatShortDateTime(battle.acceptBy)}</time>.
    </p>
  );
}

const editTeam = (
  <Button asChild variant="outline" size="sm">
    <Link to="/squad">Edit Team</Link>
  </Button>
);

function MyActiveBattle({
  battle,
  myId,
  busy,
  onCancel,
}: {
  battle: BattleFieldsFragment;
  myId: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const [watching, setWatching] = useState(false);
  const { me, them } = battleSides(battle, myId);
  const title = againstTitle(them.username);
  if (battle.status === 'PENDING') {
    return (
      <BattleCard
        battle={battle}
        title={title}
        actions={
          <>
            <Button variant="destructive" size="sm" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            {editTeam}
          </>
        }
      >
        <p className="font-medium">Waiting for acceptance</p>
        <AcceptBy battle={battle} />
        <WagerHold funded={battle.funded} />
      </BattleCard>
    );
  }
  if (battle.status === 'ACCEPTED') {
    return (
      <BattleCard battle={battle} title={title} actions={editTeam}>
        <p className="font-medium">Waiting for gameweek {battle.gameweek}</p>
        <WagerHold funded={battle.funded} />
      </BattleCard>
    );
  }
  return (
    <BattleCard
      battle={battle}
      title={title}
      actions={
        <Button size="sm" aria-expanded={watching} onClick={() => setWatching(!watching)}>
          {watching ? 'Hide Live' : 'View Live'}
        </Button>
      }
    >
      {watching && <BattleScores me={me} them={them} />}
    </BattleCard>
  );
}

function OpenChallenge({
  battle,
  myId,
  busy,
  onAccept,
}: {
  battle: BattleFieldsFragment;
  myId: string;
  busy: boolean;
  onAccept: () => void;
}) {
  const sentToMe = battle.invited?.id === myId;
  return (
    <BattleCard
      battle={battle}
      title={`${battle.challenger.username} challenges ${sentToMe ? 'you' : 'anyone'}`}
      actions={
        <Button size="sm" disabled={busy} onClick={onAccept}>
          Accept
        </Button>
      }
    >
      <p>
        Accepting matches the {formatSpl(battle.wager)} wager; the winner of gameweek {battle.gameweek} takes{' '}
        {formatSpl(battle.prize)}.
      </p>
      <AcceptBy battle={battle} />
    </BattleCard>
  );
}

/** Active Matches: my battles waiting, upcoming or live, and the open challenges I may accept. */
export function ActiveMatches(props: ActiveMatchesProps) {
  const { myId, busy, onRetry } = props;
  return (
    <div className="grid gap-6">
      <BattleSection
        heading="My Battles"
        battles={props.mine}
        failed={props.mineFailed}
        onRetry={onRetry}
        errorMessage="Your battles could not be loaded."
        emptyMessage="No active battles. Challenge a manager in Create Battle."
      >
        {(battle) => (
          <MyActiveBattle battle={battle} myId={myId} busy={busy} onCancel={() => props.onCancel(battle)} />
        )}
      </BattleSection>
      <BattleSection
        heading="Open Challenges"
        battles={props.open}
        failed={props.openFailed}
        onRetry={onRetry}
        errorMessage="The open challenges could not be loaded."
        emptyMessage="No challenges to accept right now."
      >
        {(battle) => (
          <OpenChallenge battle={battle} myId={myId} busy={busy} onAccept={() => props.onAccept(battle)} />
        )}
      </BattleSection>
    </div>
  );
}
