import { useParams } from 'react-router';
import { PlayerPageView } from '@/features/players';

/** /players/:id: public, no login needed. */
export function PlayerPage() {
  const { id = '' } = useParams();
  return <PlayerPageView key={id} footballerId={id} />;
}
