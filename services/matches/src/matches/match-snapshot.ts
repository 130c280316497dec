import type { liveMatchSnapshot } from '@sfl/contracts';
import type { z } from 'zod';
import type { ClubEntity } from '../world/entities/club.entity';
import type { MatchEntity } from './entities/match.entity';

export type LiveMatchSnapshot = z.output<typeof liveMatchSnapshot>;

/**
 * The match as its events carry it: self-contained, so live fan-out needs no lookups. `clubs`
 * holds at least the match's two clubs.
 */
export function matchSnapshot(match: MatchEntity, clubs: ClubEntity[]): LiveMatchSnapshot {
  const ref = (id: string) => {
    const club = clubs.find((c) => c.id === id);
    if (!club) throw new Error(`Club ${id} is missing`);
    return { id: club.id, name: club.name, shortName: club.shortName };
  };
  return {
    matchId: match.id,
    gameweek: match.gameweek,
    homeClub: ref(match.homeClubId),
    awayClub: ref(match.awayClubId),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    minute: match.minute,
    status: match.status,
    version: match.version,
  };
}
