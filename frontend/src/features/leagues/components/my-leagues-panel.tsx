import { useQuery } from '@apollo/client/react';
import { Trophy } from 'lucide-react';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import {
  MY_LEAGUES_PAGE_SIZE,
  MyLeaguesDocument,
  MyLeaguesFromDocument,
} from '@/features/leagues/api/league.queries';
import { MyLeagueCard } from '@/features/leagues/components/my-league-card';
import { useRemainingPages } from '@/lib/use-remaining-pages';

/** My Leagues: every league the manager is a member of, running first, read a page at a time. */
export function MyLeaguesPanel() {
  const { data, error, refetch, fetchMore } = useQuery(MyLeaguesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useRemainingPages(data?.myLeagues.length, MY_LEAGUES_PAGE_SIZE, fetchMore, MyLeaguesFromDocument);
  return (
    <section aria-labelledby="my-leagues-title" className="grid gap-3">
      <h2 id="my-leagues-title" className="text-xl font-semibold tracking-tight">
        My Leagues
      </h2>
      <PanelBody
        items={data?.myLeagues}
        failed={error !== undefined}
        onRetry={() => void refetch().catch(() => undefined)}
        errorMessage="Your leagues could not be loaded."
        loading={{
          label: 'Loading your leagues…',
          rows: 3,
          className: 'sm:grid-cols-3 gap-4',
          rowClassName: 'h-40',
        }}
        empty={
          <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
            You are not in a league yet: join one below or create your own.
          </PanelMessage>
        }
      >
        {(leagues) => (
          <ul aria-label="My Leagues" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {leagues.map((league) => (
              <li key={league.id} className="grid">
                <MyLeagueCard league={league} />
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </section>
  );
}
