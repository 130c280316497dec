import { Plus, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/load-more';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { LeagueCard } from '@/features/leagues/components/league-card';
import { useAvailableLeagues } from '@/features/leagues/hooks/use-available-leagues';

type AvailableLeaguesPanelProps = {
  /** The league whose join is under way, if any. */
  joining: string | null;
  onJoin: (leagueId: string) => void;
  onCreate: () => void;
};

/** Available Leagues, newest first, with Load more by the total; 'No Leagues Available' when there is none. */
export function AvailableLeaguesPanel({ joining, onJoin, onCreate }: AvailableLeaguesPanelProps) {
  const { leagues, total, failed, retry, loadingMore, loadMore } = useAvailableLeagues();
  return (
    <section aria-labelledby="available-leagues-title" className="grid gap-3">
      <h2 id="available-leagues-title" className="text-xl font-semibold tracking-tight">
        Available Leagues
      </h2>
      <PanelBody
        items={leagues}
        failed={failed}
        onRetry={retry}
        errorMessage="The leagues could not be loaded."
        loading={{
          label: 'Loading leagues…',
          rows: 3,
          className: 'sm:grid-cols-3 gap-4',
          rowClassName: 'h-64',
        }}
        empty={
          <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
            <span className="text-base font-medium text-foreground">No Leagues Available</span>
            <span>Start one and invite other managers with its code.</span>
            <Button className="mt-2" onClick={onCreate}>
              <Plus aria-hidden="true" />
              Create First League
            </Button>
          </PanelMessage>
        }
      >
        {(shown) => (
          <div className="grid gap-4" aria-busy={loadingMore}>
            <ul aria-label="Available Leagues" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((league) => (
                <li key={league.id} className="grid">
                  <LeagueCard
                    league={league}
                    joining={joining === league.id}
                    onJoin={() => onJoin(league.id)}
                  />
                </li>
              ))}
            </ul>
            <LoadMore shown={shown.length} total={total} loading={loadingMore} onLoadMore={loadMore} />
          </div>
        )}
      </PanelBody>
    </section>
  );
}
