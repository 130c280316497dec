import { useQuery } from '@apollo/client/react';
import { Info } from 'lucide-react';
import { InjuryCenterPageDocument, InjuryList, InjuryTipsCard } from '@/features/injuries';
import { toneNotice } from '@/lib/tone-style';
import { cn } from '@/lib/utils';

/** /injuries: public, no login needed. */
export function InjuriesPage() {
  const { data, error, refetch } = useQuery(InjuryCenterPageDocument, { fetchPolicy: 'cache-and-network' });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Injury Center</h1>
        <p className="text-muted-foreground">Who is out, who is doubtful, and when they are due back.</p>
      </header>
      <p
        role="note"
        className={cn('flex items-start gap-2 rounded-lg border px-4 py-3 text-sm', toneNotice.sky)}
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Injury reports are updated daily.
      </p>
      <InjuryList
        injuries={data?.injuries}
        failed={error !== undefined}
        onRetry={() => void refetch().catch(() => undefined)}
      />
      <InjuryTipsCard />
    </div>
  );
}
