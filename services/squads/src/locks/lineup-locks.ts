import type { LockedPlayer } from '../points/entities/gameweek-lineup.entity';
import { SQUAD_RULES } from '../formations/squad-rules';
import { SquadsErrors } from '../squads.errors';

/** A gameweek lineup as a change during the gameweek compares it (docs/squads.md, Locks). */
export interface LineupPlaces {
  starters: readonly LockedPlayer[];
  bench: readonly LockedPlayer[];
  captainFootballerId: string | null;
  viceCaptainFootballerId: string | null;
}

/** Where a footballer is in a lineup: 'XI', a bench place from 1, or absent. */
type Place = 'XI' | number | null;

function placeOf(lineup: LineupPlaces, footballerId: string): Place {
  if (lineup.starters.some((player) => player.footballerId === footballerId)) return 'XI';
  const bench = lineup.bench.findIndex((player) => player.footballerId === footballerId);
  return bench < 0 ? null : bench + 1;
}

function describe(place: Place): string {
  if (place === 'XI') return 'in your starting XI';
  if (place === null) return 'out of your lineup';
  return `on your bench (place ${place})`;
}

/**
 * Refuses a change of the gameweek's lineup that moves a locked player: each one keeps his place
 * (in the XI, whatever its slot, so the formation may change around him; or his bench place), and
 * the captaincy and vice-captaincy neither leave nor reach a locked player. `locked` answers for
 * the footballers of both lineups; `nameOf` names one for the error.
 */
export function checkLocksKept(
  current: LineupPlaces,
  next: LineupPlaces,
  locked: (footballerId: string) => boolean,
  nameOf: (footballerId: string) => string,
): void {
  const footballers = new Set(
    [...current.starters, ...current.bench, ...next.starters, ...next.bench].map((p) => p.footballerId),
  );
  for (const footballerId of footballers) {
    if (!locked(footballerId)) continue;
    const place = placeOf(current, footballerId);
    if (place !== placeOf(next, footballerId)) {
      throw SquadsErrors.PLAYER_LOCKED(nameOf(footballerId), describe(place));
    }
  }
  const armbands = [
    ['captain', current.captainFootballerId, next.captainFootballerId],
    ['vice-captain', current.viceCaptainFootballerId, next.viceCaptainFootballerId],
  ] as const;
  for (const [armband, before, after] of armbands) {
    if (before === after) continue;
    const moved = [before, after].find((id) => id !== null && locked(id));
    if (moved) throw SquadsErrors.ARMBAND_LOCKED(nameOf(moved), armband);
  }
}

/**
 * The next lineup with the locked players of the current one whose cards left the manager (moved
 * on chain while locked) kept where they were, so what they scored stays scored: in the XI (one
 * slot of eleven stays theirs), at their bench place, with any armband they wore.
 */
export function keepingDeparted<T extends LineupPlaces>(
  current: LineupPlaces,
  next: T,
  departed: (player: LockedPlayer) => boolean,
  nameOf: (footballerId: string) => string,
): T {
  const leftStarters = current.starters.filter(departed);
  const starters = [...next.starters, ...leftStarters].sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));
  if (starters.length > SQUAD_RULES.starters) {
    throw SquadsErrors.PLAYER_LOCKED(nameOf(leftStarters[0]!.footballerId), describe('XI'));
  }
  const bench = [...next.bench];
  current.bench.forEach((player, index) => {
    if (departed(player)) bench.splice(index, 0, player);
  });
  // A bench player pushed past the last place leaves the lineup; checkLocksKept refuses it when locked.
  bench.splice(SQUAD_RULES.benchSize);
  const left = new Set([...leftStarters, ...current.bench.filter(departed)].map((p) => p.footballerId));
  const kept = (before: string | null, after: string | null) =>
    before !== null && left.has(before) ? before : after;
  return {
    ...next,
    starters,
    bench,
    captainFootballerId: kept(current.captainFootballerId, next.captainFootballerId),
    viceCaptainFootballerId: kept(current.viceCaptainFootballerId, next.viceCaptainFootballerId),
  };
}
