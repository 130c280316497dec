import { useState } from 'react';
import { History, PlusCircle, Swords } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActiveMatches } from '@/features/h2h/components/active-matches';
import { BattleHistory } from '@/features/h2h/components/battle-history';
import { CreateBattleForm } from '@/features/h2h/components/create-battle-form';
import { useBattleActions } from '@/features/h2h/hooks/use-battle-actions';
import { useBattles } from '@/features/h2h/hooks/use-battles';
import { LinkedBattleContext, useLinkedBattleParam } from '@/features/h2h/hooks/use-linked-battle';
import { type H2hTab, isActive, isTab } from '@/features/h2h/utils/battle-display';

/**
 * /h2h: Active Matches, Create Battle and Battle History for the signed-in manager `myId`; opened as
 * /h2h?battle=<id>, on the tab listing that battle, its card scrolled to and marked.
 */
export function H2hView({ myId }: { myId: string }) {
  const [tab, setTab] = useState<H2hTab>('active');
  const { mine, open } = useBattles();
  const actions = useBattleActions();
  const myBattles = mine.data?.myBattles;
  const linked = useLinkedBattleParam(myBattles, open.data?.openBattles, setTab);
  const retry = () => {
    void mine.refetch().catch(() => undefined);
    void open.refetch().catch(() => undefined);
  };

  return (
    <LinkedBattleContext value={linked}>
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
    </LinkedBattleContext>
  );
}
