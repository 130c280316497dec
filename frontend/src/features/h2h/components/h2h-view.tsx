import { useState } from 'react';
import { History, PlusCircle, Swords } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActiveMatches } from '@/features/h2h/components/active-matches';
import { BattleHistory } from '@/features/h2h/components/battle-history';
import { CreateBattleForm } from '@/features/h2h/components/create-battle-form';
import { useBattleActions } from '@/features/h2h/hooks/use-battle-actions';
import { useBattles } from '@/features/h2h/hooks/use-battles';
import { isActive } from '@/features/h2h/utils/battle-display';

type H2hTab = 'active' | 'create' | 'history';

function isTab(value: string): value is H2hTab {
  return value === 'active' || value === 'create' || value === 'history';
}

/** /h2h: Active Matches, Create Battle and Battle History for the signed-in manager `myId`. */
export function H2hView({ myId }: { myId: string }) {
  const [tab, setTab] = useState<H2hTab>('active');
  const { mine, open } = useBattles();
  const actions = useBattleActions();
  const myBattles = mine.data?.myBattles;
  const retry = () => {
    void mine.refetch().catch(() => undefined);
    void open.refetch().catch(() => undefined);
  };

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <TabsList>
        <TabsTrigger value="active">
          <Swords aria-hidden="true" />
          Active Matches
        </TabsTrigger>
        <TabsTrigger value="create">
          <PlusCircle aria-hidden="true" />
          Create Battle
        </TabsTrigger>
        <TabsTrigger value="history">
          <History aria-hidden="true" />
          Battle History
        </TabsTrigger>
      </TabsList>
      <TabsContent value="active">
        <ActiveMatches
          myId={myId}
          mine={myBattles?.filter(isActive)}
          open={open.data?.openBattles}
          mineFailed={mine.error !== undefined}
          openFailed={open.error !== undefined}
          onRetry={retry}
          busy={actions.accepting || actions.cancelling}
          onCancel={(battle) => void actions.cancel(battle)}
          onAccept={(battle) => void actions.accept(battle)}
        />
      </TabsContent>
      <TabsContent value="create">
        <CreateBattleForm
          pending={actions.creating}
          onCreate={async (opponentUsername, wager) => {
            const refusal = await actions.create(opponentUsername, wager);
            if (!refusal) setTab('active');
            return refusal;
          }}
        />
      </TabsContent>
      <TabsContent value="history">
        <BattleHistory
          myId={myId}
          battles={myBattles?.filter((battle) => !isActive(battle))}
          failed={mine.error !== undefined}
          onRetry={retry}
        />
      </TabsContent>
    </Tabs>
  );
}
