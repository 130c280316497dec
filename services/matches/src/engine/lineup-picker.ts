import { type Position, positionGroupOf, type PositionGroup } from '@sfl/contracts';
import type { EnginePlayer, Lineup } from './match-plan';

const BENCH_SIZE = 9;

// The 4-3-3 slots, each with the positions that fit it, in order of preference. Scarce slots
// come first so a versatile player is not used up on a slot others could fill.
const FORMATION_4_3_3: readonly { group: PositionGroup; fits: readonly Position[] }[] = [
  { group: 'GK', fits: ['GK'] },
  { group: 'DEF', fits: ['LB', 'LWB'] },
  { group: 'DEF', fits: ['RB', 'RWB'] },
  { group: 'DEF', fits: ['CB'] },
  { group: 'DEF', fits: ['CB'] },
  { group: 'ATT', fits: ['ST'] },
  { group: 'ATT', fits: ['LW', 'LM'] },
  { group: 'ATT', fits: ['RW', 'RM'] },
  { group: 'MID', fits: ['CDM', 'CM'] },
  { group: 'MID', fits: ['CM', 'CAM', 'CDM'] },
  { group: 'MID', fits: ['CAM', 'CM'] },
];

const best = (players: EnginePlayer[]) =>
  [...players].sort((a, b) => b.overall - a.overall || a.id.localeCompare(b.id))[0];

/**
 * The strongest 4-3-3 the available players allow (no randomness: the same squad always gives
 * the same XI), falling back to the slot's group and then any outfield player; the bench takes
 * the best remaining goalkeeper and the best remaining outfield players.
 */
export function pickLineup(available: readonly EnginePlayer[]): Lineup {
  const free = new Set(available);
  const take = (player: EnginePlayer | undefined) => {
    if (player) free.delete(player);
    return player;
  };
  const starters: EnginePlayer[] = [];
  for (const slot of FORMATION_4_3_3) {
    const pool = [...free];
    const fitting = slot.fits
      .map((position) => best(pool.filter((p) => p.position === position)))
      .find(Boolean);
    const chosen =
      take(fitting) ??
      take(best(pool.filter((p) => positionGroupOf(p.position) === slot.group))) ??
      take(best(pool.filter((p) => (slot.group === 'GK') === (p.position === 'GK')))) ??
      take(best(pool));
    if (chosen) starters.push(chosen);
  }
  const keeper = take(best([...free].filter((p) => p.position === 'GK')));
  const outfield = [...free]
    .filter((p) => p.position !== 'GK')
    .sort((a, b) => b.overall - a.overall || a.id.localeCompare(b.id));
  const bench = [...(keeper ? [keeper] : []), ...outfield].slice(0, BENCH_SIZE);
  return { starters, bench };
}
