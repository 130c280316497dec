import { positionGroupOf } from '@sfl/contracts';
import { seasonFixtures } from '../season/season-calendar';
import { generateWorld } from '../world/world-generator';
import { pickLineup } from './lineup-picker';
import { simulateMatch, type SimulationInput } from './match-engine';
import type { EnginePlayer, MatchPlan } from './match-plan';

const world = generateWorld(424_242);
const squadOf = (clubId: string): EnginePlayer[] => world.footballers.filter((f) => f.clubId === clubId);
const fixtures = seasonFixtures(
  { seed: 424_242, startsAt: new Date('2026-08-14T15:00:00Z'), gameweekLengthMinutes: 10_080 },
  world.clubs.map((c) => c.id),
);

const inputFor = (seed: number, fixture: (typeof fixtures)[number]): SimulationInput => ({
  seed,
  matchId: fixture.id,
  home: { clubId: fixture.homeClubId, lineup: pickLineup(squadOf(fixture.homeClubId)) },
  away: { clubId: fixture.awayClubId, lineup: pickLineup(squadOf(fixture.awayClubId)) },
});

const GOAL_KINDS = ['GOAL', 'PENALTY_SCORED', 'OWN_GOAL'];

describe('pickLineup', () => {
  it('should pick a 4-3-3 of the best available players and a bench with a goalkeeper', () => {
    const squad = squadOf(world.clubs[0]!.id);
    const { starters, bench } = pickLineup(squad);
    expect(starters).toHaveLength(11);
    const shape = { GK: 0, DEF: 0, MID: 0, ATT: 0 };
    for (const p of starters) shape[positionGroupOf(p.position)] += 1;
    expect(shape).toEqual({ GK: 1, DEF: 4, MID: 3, ATT: 3 });
    const bestKeeper = squad.filter((p) => p.position === 'GK').sort((a, b) => b.overall - a.overall)[0];
    expect(starters[0]).toBe(bestKeeper);
    expect(bench).toHaveLength(9);
    expect(bench.some((p) => p.position === 'GK')).toBe(true);
    expect(new Set([...starters, ...bench]).size).toBe(20);
  });

  it('should still field eleven when injuries empty a position, never using an absent player', () => {
    const squad = squadOf(world.clubs[1]!.id);
    const withoutStrikers = squad.filter((p) => p.position !== 'ST' && p.position !== 'LB');
    const { starters } = pickLineup(withoutStrikers);
    expect(starters).toHaveLength(11);
    for (const p of starters) expect(withoutStrikers).toContain(p);
  });
});

describe('simulateMatch', () => {
  it('should play the same actions for the same seed and fixture', () => {
    const fixture = fixtures[3]!;
    const plan = simulateMatch(inputFor(11, fixture));
    expect(simulateMatch(inputFor(11, fixture))).toEqual(plan);
    expect(simulateMatch(inputFor(12, fixture))).not.toEqual(plan);
  });

  describe('over a thousand matches', () => {
    const plans: [SimulationInput, MatchPlan][] = [];
    beforeAll(() => {
      for (const seed of [1, 2, 3])
        for (const fixture of fixtures.slice(0, 340)) {
          const input = inputFor(seed, fixture);
          plans.push([input, simulateMatch(input)]);
        }
    });
    const all = () => plans.flatMap(([, plan]) => plan.actions);
    const perMatch = (kinds: string[]) => all().filter((a) => kinds.includes(a.kind)).length / plans.length;

    it('should score about 2.7 goals a match with a slight home advantage', () => {
      expect(perMatch(GOAL_KINDS)).toBeGreaterThan(2.45);
      expect(perMatch(GOAL_KINDS)).toBeLessThan(2.95);
      let home = 0;
      let away = 0;
      for (const [input, plan] of plans) {
        for (const a of plan.actions) {
          if (!GOAL_KINDS.includes(a.kind)) continue;
          const forHome = (a.clubId === input.home.clubId) !== (a.kind === 'OWN_GOAL');
          if (forHome) home += 1;
          else away += 1;
        }
      }
      expect(home / away).toBeGreaterThan(1.05);
      expect(home / away).toBeLessThan(1.5);
    });

    it('should assist about 80% of goals and score own goals rarely', () => {
      const goals = all().filter((a) => GOAL_KINDS.includes(a.kind));
      const assisted = goals.filter((a) => a.assistFootballerId).length / goals.length;
      expect(assisted).toBeGreaterThan(0.74);
      expect(assisted).toBeLessThan(0.86);
      expect(goals.filter((a) => a.kind === 'OWN_GOAL').length / goals.length).toBeLessThan(0.06);
    });

    it('should give penalties occasionally, scored about 78% of the time', () => {
      const penalties = all().filter((a) => a.kind.startsWith('PENALTY_'));
      expect(penalties.length / plans.length).toBeGreaterThan(0.15);
      expect(penalties.length / plans.length).toBeLessThan(0.35);
      const scored = penalties.filter((a) => a.kind === 'PENALTY_SCORED').length / penalties.length;
      expect(scored).toBeGreaterThan(0.68);
      expect(scored).toBeLessThan(0.88);
      expect(penalties.some((a) => a.kind === 'PENALTY_SAVED')).toBe(true);
      expect(penalties.some((a) => a.kind === 'PENALTY_MISSED')).toBe(true);
    });

    it('should book about 3.5 players a match and send one off now and then', () => {
      expect(perMatch(['YELLOW_CARD'])).toBeGreaterThan(3.1);
      expect(perMatch(['YELLOW_CARD'])).toBeLessThan(3.9);
      expect(perMatch(['RED_CARD'])).toBeGreaterThan(0.05);
      expect(perMatch(['RED_CARD'])).toBeLessThan(0.3);
    });

    it('should make up to five substitutions a side, mostly after minute 55', () => {
      const substitutions = all().filter((a) => a.kind === 'SUBSTITUTION');
      for (const [input, plan] of plans) {
        for (const clubId of [input.home.clubId, input.away.clubId]) {
          const made = plan.actions.filter((a) => a.kind === 'SUBSTITUTION' && a.clubId === clubId).length;
          expect(made).toBeLessThanOrEqual(5);
        }
      }
      expect(substitutions.filter((a) => a.minute > 55).length / substitutions.length).toBeGreaterThan(0.8);
    });

    it('should have strikers and wingers score most, and goalkeepers never', () => {
      const position = new Map(world.footballers.map((f) => [f.id, f.position]));
      const scorers = all()
        .filter((a) => a.kind === 'GOAL')
        .map((a) => position.get(a.footballerId)!);
      const attackers = scorers.filter((p) => ['ST', 'LW', 'RW'].includes(p)).length;
      expect(attackers / scorers.length).toBeGreaterThan(0.5);
      expect(scorers).not.toContain('GK');
    });

    it('should only let players on the pitch act: no one sent off, substituted off or not named', () => {
      for (const [input, plan] of plans) {
        const onPitch = new Set(
          [...input.home.lineup.starters, ...input.away.lineup.starters].map((p) => p.id),
        );
        const bench = new Set([...input.home.lineup.bench, ...input.away.lineup.bench].map((p) => p.id));
        for (const action of plan.actions) {
          if (action.kind === 'SUBSTITUTION') {
            expect(onPitch.has(action.relatedFootballerId!)).toBe(true);
            expect(bench.has(action.footballerId)).toBe(true);
            onPitch.delete(action.relatedFootballerId!);
            bench.delete(action.footballerId);
            onPitch.add(action.footballerId);
            continue;
          }
          for (const id of [action.footballerId, action.assistFootballerId, action.relatedFootballerId]) {
            if (id) expect(onPitch.has(id)).toBe(true);
          }
          if (action.kind === 'RED_CARD') onPitch.delete(action.footballerId);
        }
        expect(plan.lastMinute).toBeGreaterThan(90);
        expect(plan.lastMinute).toBeLessThanOrEqual(96);
      }
    });
  });
});
