import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PositionGroup } from '@sfl/contracts';
import { fantasyPoints, keptCleanSheet, type PerformanceStats } from './fantasy-points';
import { FANTASY_POINTS_TABLE } from './fantasy-points.table';

const played = (overrides: Partial<PerformanceStats> = {}): PerformanceStats => ({
  appeared: true,
  minutesPlayed: 30,
  goals: 0,
  assists: 0,
  cleanSheet: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  goalsConceded: 0,
  yellowCards: 0,
  redCards: 0,
  ownGoals: 0,
  ...overrides,
});

// Each row on top of a short appearance (1 point).
const BASE = 1;

describe('fantasyPoints', () => {
  it('should give nothing to a footballer who did not play', () => {
    expect(fantasyPoints('ATT', played({ appeared: false, goals: 1 }))).toBe(0);
  });

  it.each([
    ['appearance under 60 minutes', 'MID', { minutesPlayed: 59 }, 1],
    ['appearance of 60 minutes', 'MID', { minutesPlayed: 60 }, 2],
    ['appearance of 90 minutes', 'ATT', { minutesPlayed: 90 }, 2],
    ['goal by a goalkeeper', 'GK', { goals: 1 }, BASE + 6],
    ['goal by a defender', 'DEF', { goals: 1 }, BASE + 6],
    ['goal by a midfielder', 'MID', { goals: 1 }, BASE + 5],
    ['goal by an attacker', 'ATT', { goals: 1 }, BASE + 4],
    ['two goals by an attacker', 'ATT', { goals: 2 }, BASE + 8],
    ['assist', 'MID', { assists: 1 }, BASE + 3],
    ['clean sheet of a goalkeeper', 'GK', { minutesPlayed: 90, cleanSheet: true }, 2 + 4],
    ['clean sheet of a defender', 'DEF', { minutesPlayed: 90, cleanSheet: true }, 2 + 4],
    ['clean sheet of a midfielder', 'MID', { minutesPlayed: 90, cleanSheet: true }, 2 + 1],
    ['clean sheet of an attacker', 'ATT', { minutesPlayed: 90, cleanSheet: true }, 2],
    ['penalty save', 'GK', { penaltiesSaved: 1 }, BASE + 5],
    ['penalty miss', 'ATT', { penaltiesMissed: 1 }, BASE - 2],
    ['yellow card', 'DEF', { yellowCards: 1 }, BASE - 1],
    ['red card', 'DEF', { redCards: 1 }, BASE - 3],
    ['second yellow (red after a yellow)', 'MID', { yellowCards: 1, redCards: 1 }, BASE - 3],
    ['own goal', 'DEF', { ownGoals: 1 }, BASE - 2],
    ['1 goal conceded by a goalkeeper', 'GK', { goalsConceded: 1 }, BASE],
    ['2 goals conceded by a goalkeeper', 'GK', { goalsConceded: 2 }, BASE - 1],
    ['5 goals conceded by a defender', 'DEF', { goalsConceded: 5 }, BASE - 2],
    ['4 goals conceded by a midfielder', 'MID', { goalsConceded: 4 }, BASE],
  ] as [string, PositionGroup, Partial<PerformanceStats>, number][])(
    'should score %s',
    (_rule, group, stats, points) => {
      expect(fantasyPoints(group, played(stats))).toBe(points);
    },
  );

  it('should add up a big game', () => {
    const stats = played({ minutesPlayed: 90, goals: 2, assists: 1, yellowCards: 1 });
    expect(fantasyPoints('MID', stats)).toBe(2 + 10 + 3 - 1);
  });

  it('should have one table row per rule, each with a value for every position group', () => {
    expect(new Set(FANTASY_POINTS_TABLE.map((row) => row.rule)).size).toBe(FANTASY_POINTS_TABLE.length);
    for (const row of FANTASY_POINTS_TABLE)
      expect(Object.keys(row.points).sort()).toEqual(['ATT', 'DEF', 'GK', 'MID']);
  });
});

describe('docs/fantasy-points.md', () => {
  it('should show exactly the rows of the points table', () => {
    const page = readFileSync(join(__dirname, '..', '..', 'docs', 'fantasy-points.md'), 'utf8');
    const rows = page
      .split('\n')
      .filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith('| Action'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(
      FANTASY_POINTS_TABLE.map((row) => [
        row.action,
        ...(['GK', 'DEF', 'MID', 'ATT'] as const).map((group) => String(row.points[group])),
      ]),
    );
  });
});

describe('keptCleanSheet', () => {
  it('should need a side that conceded nothing and 60 minutes played', () => {
    expect(keptCleanSheet(0, 60)).toBe(true);
    expect(keptCleanSheet(0, 59)).toBe(false);
    expect(keptCleanSheet(1, 90)).toBe(false);
  });
});
