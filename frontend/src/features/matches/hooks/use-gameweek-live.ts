import { useQuery } from '@apollo/client/react';
import { GameweekStatusDocument } from '@/features/matches/api/gameweek-status.query';

/** How often the gameweeks' status is asked again, to notice a gameweek kicking off or ending. */
export const GAMEWEEK_STATUS_POLL_MS = 15_000;

/** Whether a gameweek is being played now (false until known, and when the status cannot be read). */
export function useGameweekLive(): boolean {
  const { data } = useQuery(GameweekStatusDocument, { pollInterval: GAMEWEEK_STATUS_POLL_MS });
  return Boolean(data?.liveGameweek);
}
