import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AvailableLeaguesPanel } from '@/features/leagues/components/available-leagues-panel';
import { CreateLeagueDialog } from '@/features/leagues/components/create-league-dialog';
import { JoinLeagueDialog } from '@/features/leagues/components/join-league-dialog';
import { MyLeaguesPanel } from '@/features/leagues/components/my-leagues-panel';
import { useCreateLeague } from '@/features/leagues/hooks/use-create-league';
import { useJoinLeague } from '@/features/leagues/hooks/use-join-league';
import { toCreateLeagueInput } from '@/features/leagues/utils/league-forms';

type OpenDialog = 'join' | 'create' | null;

/**
 * /leagues: the manager's leagues, the leagues to join, and the Join League (by invite code) and Create
 * League dialogs. A league joined by code or created opens on its own page.
 */
export function LeaguesView() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { join, joinByCode, joining } = useJoinLeague();
  const { create, stage } = useCreateLeague();
  const openDialog = (next: OpenDialog) => (open: boolean) => setDialog(open ? next : null);

  async function joinWithCode(inviteCode: string) {
    const membership = await joinByCode(inviteCode);
    // Refused at once (a wrong code, a full league): the dialog stays to try another code.
    if (!membership) return;
    setDialog(null);
    if (membership.status !== 'REFUSED') void navigate(`/leagues/${membership.league.id}`);
  }

  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Fantasy Leagues</h1>
          <p className="text-muted-foreground">
            Compete with other managers over a few gameweeks, for SPL prizes or for the glory.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('join')}>
            <KeyRound aria-hidden="true" />
            Join League
          </Button>
          <Button onClick={() => setDialog('create')}>
            <Plus aria-hidden="true" />
            Create League
          </Button>
        </div>
      </header>
      <MyLeaguesPanel />
      <AvailableLeaguesPanel
        joining={joining}
        onJoin={(leagueId) => void join(leagueId)}
        onCreate={() => setDialog('create')}
      />
      <JoinLeagueDialog
        open={dialog === 'join'}
        onOpenChange={openDialog('join')}
        joining={joining === 'code'}
        onJoin={joinWithCode}
      />
      <CreateLeagueDialog
        open={dialog === 'create'}
        onOpenChange={openDialog('create')}
        stage={stage}
        onCreate={async (values) => {
          const created = await create(toCreateLeagueInput(values));
          if (!created) return;
          setDialog(null);
          void navigate(`/leagues/${created.leagueId}`);
        }}
      />
    </div>
  );
}
