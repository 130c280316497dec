import type { PositionGroup } from '@sfl/contracts';

export const CAPTAIN_MULTIPLIER = 2;

/** The fewest players of each group an XI may field; a GK is exactly one (see docs/points.md). */
export const FORMATION_MINIMUMS: Readonly<Record<PositionGroup, number>> = { GK: 1, DEF: 3, MID: 2, ATT: 1 };

export interface FieldedPlayer {
  footballerId: string;
  group: PositionGroup;
}

/** A gameweek's locked lineup: starters in slot order (empty slots absent), bench in bench order. */
export interface ScoredLineup {
  starters: readonly FieldedPlayer[];
  bench: readonly FieldedPlayer[];
  captainFootballerId: string | null;
  viceCaptainFootballerId: string | null;
}

/** A footballer's figures summed over the gameweek's matches; absent = did not play. */
export interface GameweekFigures {
  points: number;
  minutes: number;
}

export interface Substitution {
  outFootballerId: string;
  inFootballerId: string;
}

export interface GameweekScore {
  points: number;
  /** the footballers whose points counted, after any substitutions */
  counted: string[];
  /** whose points were doubled: the captain, the vice-captain instead, or nobody */
  armband: string | null;
  substitutions: Substitution[];
}

type Figures = ReadonlyMap<string, GameweekFigures>;

const played = (figures: Figures, footballerId: string | null) =>
  footballerId !== null && (figures.get(footballerId)?.minutes ?? 0) > 0;

/**
 * A manager's points for one gameweek. Live (`final: false`) the XI counts as locked; at the
 * gameweek's end (`final: true`) automatic substitutions replace starters who did not play.
 */
export function scoreGameweek(
  lineup: ScoredLineup,
  figures: Figures,
  options: { final: boolean },
): GameweekScore {
  const { xi, substitutions } = options.final
    ? withAutomaticSubstitutions(lineup, figures)
    : { xi: [...lineup.starters], substitutions: [] };
  const armband = armbandOf(lineup, figures);
  const pointsOf = (footballerId: string) => figures.get(footballerId)?.points ?? 0;
  const points = xi.reduce(
    (sum, player) =>
      sum + pointsOf(player.footballerId) * (player.footballerId === armband ? CAPTAIN_MULTIPLIER : 1),
    0,
  );
  return { points, counted: xi.map((player) => player.footballerId), armband, substitutions };
}

// The captain doubles when they played; otherwise the vice-captain, when they played.
function armbandOf(lineup: ScoredLineup, figures: Figures): string | null {
  if (played(figures, lineup.captainFootballerId)) return lineup.captainFootballerId;
  if (played(figures, lineup.viceCaptainFootballerId)) return lineup.viceCaptainFootballerId;
  return null;
}

// Starters in slot order; each one who did not play takes the first unused bench player who did
// and whose entry keeps every group at or above its minimum (so a GK only replaces a GK).
function withAutomaticSubstitutions(lineup: ScoredLineup, figures: Figures) {
  const xi = [...lineup.starters];
  const unused = lineup.bench.filter((player) => played(figures, player.footballerId));
  const substitutions: Substitution[] = [];
  for (const [index, starter] of xi.entries()) {
    if (played(figures, starter.footballerId)) continue;
    const replacement = unused.find((candidate) => keepsFormation(xi, starter.group, candidate.group));
    if (!replacement) continue;
    unused.splice(unused.indexOf(replacement), 1);
    xi[index] = replacement;
    substitutions.push({ outFootballerId: starter.footballerId, inFootballerId: replacement.footballerId });
  }
  return { xi, substitutions };
}

function keepsFormation(xi: readonly FieldedPlayer[], out: PositionGroup, entering: PositionGroup): boolean {
  if (out === entering) return true;
  if (out === 'GK' || entering === 'GK') return false;
  const remaining = xi.filter((player) => player.group === out).length - 1;
  return remaining >= FORMATION_MINIMUMS[out];
}
