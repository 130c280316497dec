import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatJsonPath, JsonLines, JsonSyntaxError } from './json-lines';
import { parseMatchFeed } from './match-feed.parser';

const text = `{
  "version": 1,
  "matches": [
    {
      "matchId": "x",
      "actions": [
        { "type": "GOAL", "minute": 12 },
        { "type": "FULL_TIME",
          "minute": 94 }
      ]
    }
  ]
}`;

describe('JsonLines', () => {
  const lines = new JsonLines(text);

  it('should give the line of a value by its path', () => {
    expect(lines.lineOf(['version'])).toBe(2);
    expect(lines.lineOf(['matches', 0, 'matchId'])).toBe(5);
    expect(lines.lineOf(['matches', 0, 'actions', 1, 'minute'])).toBe(9);
  });

  it("should fall back to the nearest ancestor's line when the path is missing", () => {
    expect(lines.lineOf(['matches', 0, 'actions', 0, 'scorerId'])).toBe(7);
    expect(lines.lineOf(['fixtures'])).toBe(1);
  });

  it.each([
    ['{\n  "a": 1,\n  "b": }', 3, 8],
    ['{"a": [1, 2,, 3]}', 1, 13],
    ['{"a": "unterminated', 1, 20],
    ['{"a": 1} trailing', 1, 10],
    ["{'a': 1}", 1, 2],
    ['', 1, 1],
  ])('should report %p as malformed at line %i, column %i', (source, line, column) => {
    expect(() => new JsonLines(source)).toThrow(JsonSyntaxError);
    try {
      new JsonLines(source);
    } catch (error) {
      expect(error).toMatchObject({ line, column });
    }
  });

  it('should accept what JSON.parse accepts', () => {
    const samples = ['[]', '{}', '-1.5e3', '"\\u00e9\\n"', '[true, false, null, {"a": {"b": []}}]'];
    for (const sample of samples) expect(() => new JsonLines(sample)).not.toThrow();
  });

  it('should format paths as they are written in code', () => {
    expect(formatJsonPath(['matches', 0, 'actions', 2, 'scorerId'])).toBe('matches[0].actions[2].scorerId');
    expect(formatJsonPath([])).toBe('(feed)');
  });
});

describe('docs/match-feed.md', () => {
  it('should show an example that is a well-formed feed', () => {
    const page = readFileSync(join(__dirname, '..', '..', 'docs', 'match-feed.md'), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/.exec(page)![1]!;
    const { feed } = parseMatchFeed(example);
    expect(feed.matches[0]!.actions.map((a) => a.type)).toEqual([
      'GOAL',
      'YELLOW_CARD',
      'OWN_GOAL',
      'PENALTY_SAVED',
      'SUBSTITUTION',
      'PENALTY_SCORED',
      'PENALTY_MISSED',
      'RED_CARD',
      'FULL_TIME',
    ]);
  });
});
