import { useQuery } from '@apollo/client/react';
import { NextGameweekDocument } from '@/features/h2h/api/battle.queries';
import { BATTLE_REFRESH_MS } from '@/features/h2h/hooks/use-battles';

/** The next gameweek while the Create Battle form is open, read again as deadlines pass; null when none is scheduled. */
export function useNextGameweek() {
  const { data } = useQuery(NextGameweekDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: BATTLE_REFRESH_MS,
  });
  return data?.nextGameweek;
}
