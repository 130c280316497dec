import { positionGroupOf } from '@sfl/contracts';
import { SeededRandom } from '../shared/seeded-random';
import { ASSIST_WEIGHT, CARD_WEIGHT, ENGINE_RATES, OWN_GOAL_WEIGHT, SCORING_WEIGHT } from './engine-rates';
import type { EnginePlayer, EngineSide, MatchActionKind, MatchPlan, PlannedAction } from './match-plan';

const MINUTES = 90;

/** The most game minutes a simulated match lasts: 90 and the most added time. */
export const LONGEST_MATCH_MINUTES = MINUTES + ENGINE_RATES.addedTime.max;

interface SideState {
  clubId: string;
  openPlayGoals: number;
  onPitch: EnginePlayer[];
  bench: EnginePlayer[];
  booked: Set<string>;
  sentOff: number;
  substitutionMinutes: number[];
}

export interface SimulationInput {
  seed: number;
  matchId: string;
  home: EngineSide;
  away: EngineSide;
}

/**
 * Plays a match minute by minute. Pure and deterministic: the same seed, match and lineups give
 * the same actions. Only players on the pitch act: substitutes once they come on, nobody after
 * being sent off or substituted off; unavailable players are never in the lineups given.
 */
export function simulateMatch(input: SimulationInput): MatchPlan {
  const random = SeededRandom.of(input.seed, 'match', input.matchId);
  const home = sideState(input.home, ENGINE_RATES.openPlayGoals.home, random);
  const away = sideState(input.away, ENGINE_RATES.openPlayGoals.away, random);
  const lastMinute = MINUTES + random.int(ENGINE_RATES.addedTime.min, ENGINE_RATES.addedTime.max);
  const actions: PlannedAction[] = [];
  const sides: [SideState, SideState][] = [
    [home, away],
    [away, home],
  ];
  for (let minute = 1; minute <= lastMinute; minute++) {
    for (const [side] of sides) {
      while (side.substitutionMinutes.length && side.substitutionMinutes[0]! <= minute) {
        side.substitutionMinutes.shift();
        const substitution = substitute(side, random, minute);
        if (substitution) actions.push(substitution);
      }
    }
    for (const [side, opponent] of sides) actions.push(...playMinute(side, opponent, random, minute));
  }
  return { actions, lastMinute };
}

function sideState(side: EngineSide, openPlayGoals: number, random: SeededRandom): SideState {
  const { counts, earlyShare, early, usual } = ENGINE_RATES.substitutions;
  const count = random.weighted(counts, (option) => option.weight)!.count;
  const substitutionMinutes = Array.from({ length: count }, () =>
    random.chance(earlyShare) ? random.int(early.from, early.to) : random.int(usual.from, usual.to),
  ).sort((a, b) => a - b);
  return {
    clubId: side.clubId,
    openPlayGoals,
    onPitch: [...side.lineup.starters],
    bench: [...side.lineup.bench],
    booked: new Set(),
    sentOff: 0,
    substitutionMinutes,
  };
}

const averageOverall = (players: EnginePlayer[]) =>
  players.reduce((sum, p) => sum + p.overall, 0) / Math.max(1, players.length);

function goalChance(side: SideState, opponent: SideState): number {
  const { strengthPerPoint, manDown } = ENGINE_RATES;
  const strength = Math.exp(
    strengthPerPoint * (averageOverall(side.onPitch) - averageOverall(opponent.onPitch)),
  );
  const manpower = manDown.own ** side.sentOff * manDown.opponent ** opponent.sentOff;
  return (side.openPlayGoals * strength * manpower) / MINUTES;
}

function playMinute(
  side: SideState,
  opponent: SideState,
  random: SeededRandom,
  minute: number,
): PlannedAction[] {
  const actions: PlannedAction[] = [];
  const act = (
    kind: MatchActionKind,
    footballerId: string,
    extra: Partial<Pick<PlannedAction, 'assistFootballerId' | 'relatedFootballerId' | 'clubId'>> = {},
  ) =>
    actions.push({
      minute,
      kind,
      clubId: side.clubId,
      footballerId,
      assistFootballerId: null,
      relatedFootballerId: null,
      ...extra,
    });

  if (random.chance(goalChance(side, opponent))) {
    const scorer = random.weighted(side.onPitch, (p) => SCORING_WEIGHT[p.position] * (p.overall / 75) ** 3);
    if (scorer) {
      const assist = random.chance(ENGINE_RATES.assistedOpenPlayGoals)
        ? random.weighted(
            side.onPitch.filter((p) => p !== scorer),
            (p) => ASSIST_WEIGHT[p.position] * (p.overall / 75) ** 2,
          )
        : undefined;
      act('GOAL', scorer.id, { assistFootballerId: assist?.id ?? null });
    }
  }
  if (random.chance(ENGINE_RATES.penalties / MINUTES))
    actions.push(...penalty(side, opponent, random, minute));
  if (random.chance(ENGINE_RATES.ownGoals / MINUTES)) {
    const unlucky = random.weighted(side.onPitch, (p) => OWN_GOAL_WEIGHT[p.position]);
    if (unlucky) act('OWN_GOAL', unlucky.id);
  }
  const cardFactor = minute > 45 ? ENGINE_RATES.cardsByHalf.second : ENGINE_RATES.cardsByHalf.first;
  if (random.chance((ENGINE_RATES.yellowCards * cardFactor) / MINUTES)) {
    const booked = random.weighted(
      side.onPitch,
      (p) => CARD_WEIGHT[p.position] * (side.booked.has(p.id) ? ENGINE_RATES.bookedCaution : 1),
    );
    // A second yellow is a sending-off: recorded as the red card only.
    if (booked && side.booked.has(booked.id)) act('RED_CARD', sendOff(side, booked));
    else if (booked) {
      side.booked.add(booked.id);
      act('YELLOW_CARD', booked.id);
    }
  }
  if (random.chance(ENGINE_RATES.straightReds / MINUTES)) {
    const offender = random.weighted(side.onPitch, (p) => CARD_WEIGHT[p.position]);
    if (offender) act('RED_CARD', sendOff(side, offender));
  }
  return actions;
}

function penalty(
  side: SideState,
  opponent: SideState,
  random: SeededRandom,
  minute: number,
): PlannedAction[] {
  // The designated taker: the best finisher on the pitch.
  const taker = [...side.onPitch].sort(
    (a, b) => SCORING_WEIGHT[b.position] * b.overall - SCORING_WEIGHT[a.position] * a.overall,
  )[0];
  if (!taker) return [];
  const base = { minute, clubId: side.clubId, assistFootballerId: null, relatedFootballerId: null };
  if (random.chance(ENGINE_RATES.penaltyScored))
    return [{ ...base, kind: 'PENALTY_SCORED', footballerId: taker.id }];
  const keeper = opponent.onPitch.find((p) => p.position === 'GK');
  if (keeper && random.chance(ENGINE_RATES.penaltySavedOfFailed)) {
    return [
      {
        ...base,
        kind: 'PENALTY_SAVED',
        clubId: opponent.clubId,
        footballerId: keeper.id,
        relatedFootballerId: taker.id,
      },
    ];
  }
  return [{ ...base, kind: 'PENALTY_MISSED', footballerId: taker.id }];
}

function sendOff(side: SideState, player: EnginePlayer): string {
  side.onPitch = side.onPitch.filter((p) => p !== player);
  side.sentOff += 1;
  return player.id;
}

function substitute(side: SideState, random: SeededRandom, minute: number): PlannedAction | undefined {
  // Tired or weaker outfield players go off first; the keeper stays.
  const off = random.weighted(
    side.onPitch.filter((p) => p.position !== 'GK'),
    (p) => (100 - p.overall) * (side.booked.has(p.id) ? 1.5 : 1),
  );
  if (!off) return undefined;
  const outfieldBench = side.bench.filter((p) => p.position !== 'GK');
  const sameGroup = outfieldBench.filter(
    (p) => positionGroupOf(p.position) === positionGroupOf(off.position),
  );
  const on = (sameGroup.length ? sameGroup : outfieldBench).sort(
    (a, b) => b.overall - a.overall || a.id.localeCompare(b.id),
  )[0];
  if (!on) return undefined;
  side.onPitch = side.onPitch.map((p) => (p === off ? on : p));
  side.bench = side.bench.filter((p) => p !== on);
  return {
    minute,
    kind: 'SUBSTITUTION',
    clubId: side.clubId,
    footballerId: on.id,
    assistFootballerId: null,
    relatedFootballerId: off.id,
  };
}
