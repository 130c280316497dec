import { HeartPulse } from 'lucide-react';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import type { InjuryCard_InjuryFragment } from '@/graphql/__generated__/graphql';
import { InjuryCard } from '@/features/injuries/components/injury-card';

type InjuryListProps = {
  /** undefined until the first answer. */
  injuries: readonly InjuryCard_InjuryFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

export function InjuryList({ injuries, failed, onRetry }: InjuryListProps) {
  return (
    <PanelBody
      items={injuries}
      failed={failed}
      onRetry={onRetry}
      errorMessage="Injury reports could not be loaded."
      loading={{
        label: 'Loading injury reports…',
        rows: 3,
        className: 'gap-4 sm:grid-cols-2 xl:grid-cols-3',
        rowClassName: 'h-52 rounded-xl',
      }}
      empty={
        <PanelMessage icon={<HeartPulse aria-hidden="true" className="size-6" />}>
          No injuries reported — every player is available.
        </PanelMessage>
      }
    >
      {(items) => (
        <ul aria-label="Injury reports" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((injury) => (
            <li key={injury.id} className="grid">
              <InjuryCard injury={injury} />
            </li>
          ))}
        </ul>
      )}
    </PanelBody>
  );
}
