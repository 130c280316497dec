import { useId, type ReactNode } from 'react';
import { Swords } from 'lucide-react';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';

type BattleSectionProps = {
  heading: string;
  /** undefined until loaded. */
  battles: readonly BattleFieldsFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  errorMessage: string;
  emptyMessage: string;
  children: (battle: BattleFieldsFragment) => ReactNode;
};

/** A headed list of battle cards with its loading, error and empty states. */
export function BattleSection({
  heading,
  battles,
  failed,
  onRetry,
  errorMessage,
  emptyMessage,
  children,
}: BattleSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      <PanelBody
        items={battles}
        failed={failed}
        onRetry={onRetry}
        errorMessage={errorMessage}
        loading={{ label: `Loading ${heading.toLowerCase()}`, rows: 2, rowClassName: 'h-28' }}
        empty={
          <PanelMessage icon={<Swords aria-hidden="true" className="size-6" />}>{emptyMessage}</PanelMessage>
        }
      >
        {(items) => (
          <ul aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2">
            {items.map((battle) => (
              <li key={battle.id}>{children(battle)}</li>
            ))}
          </ul>
        )}
      </PanelBody>
    </section>
  );
}
