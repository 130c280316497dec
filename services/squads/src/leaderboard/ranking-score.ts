// A ranking score holds the tie-break below the points, so the store's own order is the
// leaderboard's (docs/leaderboard.md): score = points × 2^32 + (2^32 − 1 − seconds registered
// after REGISTRATION_EPOCH). Equal points: the earlier registration has the greater score.
// Doubles are exact up to 2^53, so totals are exact within ±2^20 points.
const TIE_BREAK_RANGE = 2 ** 32;
const REGISTRATION_EPOCH_MS = Date.UTC(2020, 0, 1);
export const MAX_RANKED_POINTS = 2 ** 20;

export function rankingScore(totalPoints: number, registeredAt: Date): number {
  const seconds = Math.floor((registeredAt.getTime() - REGISTRATION_EPOCH_MS) / 1000);
  const tieBreak = TIE_BREAK_RANGE - 1 - Math.min(Math.max(seconds, 0), TIE_BREAK_RANGE - 1);
  const points = Math.min(Math.max(totalPoints, -MAX_RANKED_POINTS), MAX_RANKED_POINTS);
  return points * TIE_BREAK_RANGE + tieBreak;
}

export function pointsOfScore(score: number): number {
  return Math.floor(score / TIE_BREAK_RANGE);
}
