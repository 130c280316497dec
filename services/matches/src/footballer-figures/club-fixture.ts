import type { ClubFixture } from '../matches/matches.repository';

/** A fixture from one club's side: where it plays and against whom. */
export function clubSideOf({ clubId, match }: ClubFixture) {
  const home = match.homeClubId === clubId;
  return {
    matchId: match.id,
    gameweek: match.gameweek,
    kickoffAt: match.kickoffAt,
    home,
    opponentClubId: home ? match.awayClubId : match.homeClubId,
  };
}
