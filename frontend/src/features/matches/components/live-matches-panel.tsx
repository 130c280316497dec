import { Radio } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { LiveMatchFieldsFragment } from '@/graphql/__generated__/graphql';
import { LiveMatchRow } from '@/features/matches/components/live-match-row';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import type { LiveUpdateMode } from '@/features/matches/hooks/use-live-match-updates';

type LiveMatchesPanelProps = {
  /** undefined until the first answer. */
  matches: readonly LiveMatchFieldsFragment[] | undefined;
  failed: boolean;
  updateMode: LiveUpdateMode;
  onRetry: () => void;
};

const updateModeText: Record<LiveUpdateMode, string> = {
  subscription: 'Scores update live',
  polling: 'Scores refresh every 15 seconds',
};

export function LiveMatchesPanel({ matches, failed, updateMode, onRetry }: LiveMatchesPanelProps) {
  return (
    <Card aria-labelledby="live-matches-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="live-matches-title" className="flex items-center gap-2 text-lg">
            <Radio aria-hidden="true" className="size-5 text-destructive" />
            Live Matches
          </h2>
        </CardTitle>
        <CardDescription>{updateModeText[updateMode]}</CardDescription>
      </CardHeader>
      <CardContent>
        <LiveMatchesContent matches={matches} failed={failed} onRetry={onRetry} />
      </CardContent>
    </Card>
  );
}

function LiveMatchesContent({
  matches,
  failed,
  onRetry,
}: Pick<LiveMatchesPanelProps, 'matches' | 'failed' | 'onRetry'>) {
  return (
    <PanelBody
      items={matches}
      failed={failed}
      onRetry={onRetry}
      errorMessage="Live matches could not be loaded."
      loading={{ label: 'Loading live matches…', rows: 3 }}
      empty={
        <PanelMessage icon={<Radio aria-hidden="true" className="size-6" />}>
          No live matches right now
        </PanelMessage>
      }
    >
      {(items) => (
        <ul aria-label="Live matches" className="grid gap-1">
          {items.map((match) => (
            <LiveMatchRow key={match.id} match={match} />
          ))}
        </ul>
      )}
    </PanelBody>
  );
}
