import { useQuery } from '@apollo/client/react';
import { SeasonGameweeksDocument } from '@/features/leagues/api/league.queries';

export type UpcomingGameweek = { number: number; deadline: string };

/** The gameweeks not started yet (a league starts with one of them), with their first kick-off. */
export function useUpcomingGameweeks(): UpcomingGameweek[] {
  const { data } = useQuery(SeasonGameweeksDocument, { fetchPolicy: 'cache-and-network' });
  return data?.upcomingGameweeks ?? [];
}
