import type { PositionGroup } from '@sfl/contracts';
import { scoreGameweek, type GameweekFigures, type ScoredLineup } from './gameweek-score';

const player = (footballerId: string, group: PositionGroup) => ({ footballerId, group });

// 4-3-3 with footballer ids named after their group; the bench: GK, DEF, MID, ATT, MID, DEF.
const lineup = (overrides: Partial<ScoredLineup> = {}): ScoredLineup => ({
  starters: [
    player('gk', 'GK'),
    ...['d1', 'd2', 'd3', 'd4'].map((id) => player(id, 'DEF')),
    ...['m1', 'm2', 'm3'].map((id) => player(id, 'MID')),
    ...['a1', 'a2', 'a3'].map((id) => player(id, 'ATT')),
  ],
  bench: [
    player('bgk', 'GK'),
    player('bd1', 'DEF'),
    player('bm1', 'MID'),
    player('ba1', 'ATT'),
    player('bm2', 'MID'),
    player('bd2', 'DEF'),
  ],
  captainFootballerId: 'a1',
  viceCaptainFootballerId: 'm1',
  ...overrides,
});

const everyone = 'gk d1 d2 d3 d4 d5 m1 m2 m3 m4 m5 a1 a2 a3 bgk bd1 bm1 ba1 bm2 bd2'.split(' ');

// Every footballer played 90 minutes for 2 points unless told otherwise.
const figures = (overrides: Record<string, Partial<GameweekFigures>> = {}) =>
  new Map(everyone.map((id) => [id, { points: 2, minutes: 90, ...overrides[id] }]));

// Starters from a list of group sizes, ids named after the group: gk, d1.., m1.., a1..
const formation = (defenders: number, midfielders: number, attackers: number) => [
  player('gk', 'GK'),
  ...Array.from({ length: defenders }, (_, i) => player(`d${i + 1}`, 'DEF')),
  ...Array.from({ length: midfielders }, (_, i) => player(`m${i + 1}`, 'MID')),
  ...Array.from({ length: attackers }, (_, i) => player(`a${i + 1}`, 'ATT')),
];
const none = { minutes: 0, points: 0 };

describe('scoreGameweek', () => {
  it('should sum the XI and double the captain when the captain played', () => {
    const score = scoreGameweek(lineup(), figures({ a1: { points: 10 } }), { final: false });
    expect(score.points).toBe(10 * 2 + 10 * 2);
    expect(score.armband).toBe('a1');
  });

  it('should not count the bench when every starter played', () => {
    const score = scoreGameweek(lineup(), figures({ bm1: { points: 50 } }), { final: true });
    expect(score.points).toBe(12 * 2);
    expect(score.substitutions).toEqual([]);
  });

  it('should double the vice-captain instead when the captain played 0 minutes', () => {
    const score = scoreGameweek(lineup(), figures({ a1: { minutes: 0, points: 0 }, m1: { points: 6 } }), {
      final: false,
    });
    expect(score.armband).toBe('m1');
    expect(score.points).toBe(9 * 2 + 6 * 2);
  });

  it('should double nobody when neither captain nor vice played', () => {
    const score = scoreGameweek(lineup(), figures({ a1: none, m1: none }), { final: false });
    expect(score.armband).toBeNull();
    expect(score.points).toBe(9 * 2);
  });

  it('should double the vice-captain when no captain was named', () => {
    const score = scoreGameweek(lineup({ captainFootballerId: null }), figures(), { final: false });
    expect(score.armband).toBe('m1');
  });

  it('should count a footballer with no figures as 0 points and 0 minutes', () => {
    const partial = new Map([['gk', { points: 3, minutes: 90 }]]);
    const score = scoreGameweek(lineup({ captainFootballerId: 'gk' }), partial, { final: false });
    expect(score.points).toBe(6);
  });

  it('should count negative points, doubled for the captain', () => {
    const score = scoreGameweek(lineup(), figures({ a1: { points: -2 } }), { final: false });
    expect(score.points).toBe(10 * 2 - 4);
  });

  it('should make no substitutions in live figures', () => {
    const score = scoreGameweek(lineup(), figures({ d1: { minutes: 0, points: 0 } }), { final: false });
    expect(score.substitutions).toEqual([]);
    expect(score.counted).toContain('d1');
    expect(score.points).toBe(9 * 2 + 2 * 2);
  });

  it('should replace a starter who did not play with the first bench player who did, in bench order', () => {
    const score = scoreGameweek(lineup(), figures({ m2: { minutes: 0, points: 0 }, bd1: { points: 7 } }), {
      final: true,
    });
    // bgk cannot replace a MID; bd1 keeps 5-2-3, which is legal.
    expect(score.substitutions).toEqual([{ outFootballerId: 'm2', inFootballerId: 'bd1' }]);
    expect(score.points).toBe(9 * 2 + 2 * 2 + 7);
  });

  it('should skip bench players who did not play', () => {
    const score = scoreGameweek(lineup(), figures({ a2: none, bd1: none, bm1: none }), { final: true });
    expect(score.substitutions).toEqual([{ outFootballerId: 'a2', inFootballerId: 'ba1' }]);
  });

  it('should replace a goalkeeper only with a goalkeeper', () => {
    const withKeeper = scoreGameweek(lineup(), figures({ gk: none, bgk: { points: 5 } }), { final: true });
    expect(withKeeper.substitutions).toEqual([{ outFootballerId: 'gk', inFootballerId: 'bgk' }]);
    expect(withKeeper.points).toBe(10 * 2 + 2 + 5);

    const keeperAbsent = scoreGameweek(lineup(), figures({ gk: none, bgk: none }), { final: true });
    expect(keeperAbsent.substitutions).toEqual([]);
  });

  it('should never bring a goalkeeper on for an outfield player', () => {
    const bench = [player('bgk', 'GK'), player('bm1', 'MID')];
    const score = scoreGameweek(lineup({ bench }), figures({ d1: { minutes: 0, points: 0 } }), {
      final: true,
    });
    expect(score.substitutions).toEqual([{ outFootballerId: 'd1', inFootballerId: 'bm1' }]);
  });

  it('should skip a bench player whose entry would leave fewer than 3 defenders', () => {
    const bench = [player('bm1', 'MID'), player('ba1', 'ATT'), player('bd1', 'DEF')];
    const score = scoreGameweek(lineup({ starters: formation(3, 5, 2), bench }), figures({ d2: none }), {
      final: true,
    });
    expect(score.substitutions).toEqual([{ outFootballerId: 'd2', inFootballerId: 'bd1' }]);
  });

  it('should skip a bench player whose entry would leave fewer than 2 midfielders', () => {
    const bench = [player('ba1', 'ATT'), player('bm1', 'MID')];
    const score = scoreGameweek(lineup({ starters: formation(5, 2, 3), bench }), figures({ m1: none }), {
      final: true,
    });
    expect(score.substitutions).toEqual([{ outFootballerId: 'm1', inFootballerId: 'bm1' }]);
  });

  it('should skip a bench player whose entry would leave no attacker', () => {
    const bench = [player('bm1', 'MID'), player('ba1', 'ATT')];
    const score = scoreGameweek(lineup({ starters: formation(4, 5, 1), bench }), figures({ a1: none }), {
      final: true,
    });
    expect(score.substitutions).toEqual([{ outFootballerId: 'a1', inFootballerId: 'ba1' }]);
  });

  it('should change the shape when the minimums allow it', () => {
    const bench = [player('ba1', 'ATT')];
    const score = scoreGameweek(lineup({ starters: formation(4, 4, 2), bench }), figures({ d4: none }), {
      final: true,
    });
    // 4-4-2 becomes 3-4-3.
    expect(score.substitutions).toEqual([{ outFootballerId: 'd4', inFootballerId: 'ba1' }]);
  });

  it('should use each bench player once, filling starters in slot order', () => {
    const score = scoreGameweek(lineup({ bench: [player('bd1', 'DEF')] }), figures({ d1: none, d2: none }), {
      final: true,
    });
    expect(score.substitutions).toEqual([{ outFootballerId: 'd1', inFootballerId: 'bd1' }]);
    expect(score.counted).toContain('d2');
  });

  it('should double the vice-captain, not the substitute, when the captain is substituted', () => {
    const score = scoreGameweek(lineup(), figures({ a1: { minutes: 0, points: 0 }, ba1: { points: 8 } }), {
      final: true,
    });
    expect(score.substitutions).toEqual([{ outFootballerId: 'a1', inFootballerId: 'bd1' }]);
    expect(score.armband).toBe('m1');
    expect(score.points).toBe(9 * 2 + 2 * 2 + 2);
  });

  it('should leave an empty slot empty', () => {
    const starters = lineup().starters.filter((starter) => starter.footballerId !== 'm3');
    const score = scoreGameweek(lineup({ starters }), figures(), { final: true });
    expect(score.counted).toHaveLength(10);
    expect(score.substitutions).toEqual([]);
  });
});
