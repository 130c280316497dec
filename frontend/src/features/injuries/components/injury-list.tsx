import { HeartPulse } from 'lucide-react';
import { PanelError, PanelMessage } from '@/components/panel-states';
import { Skeleton } from '@/components/ui/skeleton';
import type { InjuryCard_InjuryFragment } from '@/graphql/__generated__/graphql';
import { InjuryCard } from '@/features/injuries/components/injury-card';

type InjuryListProps = {
  /** undefined until the first answer. */
  injuries: readonly InjuryCard_InjuryFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

export function InjuryList({ injuries, failed, onRetry }: InjuryListProps) {
  if (injuries === undefined) {
    if (failed) return <PanelError message="Injury reports could not be loaded." onRetry={onRetry} />;
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">Loading injury reports…</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-52 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (injuries.length === 0) {
    return (
      <PanelMessage icon={<HeartPulse aria-hidden="true" className="size-6" />}>
        No injuries reported — every player is available.
      </PanelMessage>
    );
  }
  return (
    <ul aria-label="Injury reports" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {injuries.map((injury) => (
        <li key={injury.id} className="grid">
          <InjuryCard injury={injury} />
        </li>
      ))}
    </ul>
  );
}
