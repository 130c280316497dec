import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trophy } from 'lucide-react';
import { PanelError, PanelMessage } from '@/components/panel-states';
import { toast } from '@/components/ui/toast';
import type { Championship } from '@/features/championships/api/championships.rest';
import { ChampionshipCard } from '@/features/championships/components/championship-card';
import { PreRegistrationDialog } from '@/features/championships/components/pre-registration-dialog';
import { useJoinChampionship, usePreRegister } from '@/features/championships/hooks/use-championship-actions';
import { useChampionships } from '@/features/championships/hooks/use-championships';

/**
 * /championships: every available championship as a card, read every 10 s, with Pre-Register Now (the
 * modal) and Join Championship. Visitors see it all; those two buttons ask them to log in.
 */
export function ChampionshipsView({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const championships = useChampionships();
  const [registering, setRegistering] = useState<Championship | null>(null);
  const preRegister = usePreRegister(() => setRegistering(null));
  const join = useJoinChampionship();

  function needsSession(): boolean {
    if (signedIn) return false;
    toast({
      title: 'Log in to take part',
      description: 'Pre-registering and joining championships need a manager account.',
    });
    void navigate('/login');
    return true;
  }

  if (championships.data === undefined) {
    return championships.isError ? (
      <PanelError message="Failed to load championships" onRetry={() => void championships.refetch()} />
    ) : (
      <p role="status" className="text-muted-foreground">
        Loading championships...
      </p>
    );
  }
  if (championships.data.length === 0) {
    return (
      <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
        No championships are open right now. Check back soon.
      </PanelMessage>
    );
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {championships.data.map((championship) => (
          <ChampionshipCard
            key={championship.id}
            championship={championship}
            signedIn={signedIn}
            joining={join.isPending && join.variables === championship.id}
            onPreRegister={() => needsSession() || setRegistering(championship)}
            onJoin={() => needsSession() || join.mutate(championship.id)}
          />
        ))}
      </div>
      {registering && (
        <PreRegistrationDialog
          key={registering.id}
          championshipName={registering.name}
          pending={preRegister.isPending}
          onSubmit={(payload) => preRegister.mutate({ championshipId: registering.id, payload })}
          onCancel={() => setRegistering(null)}
        />
      )}
    </>
  );
}
