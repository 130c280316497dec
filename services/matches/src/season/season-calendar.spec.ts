import { doubleRoundRobin } from './round-robin';
import { gameweekPlaysOut, gameweekStart, seasonFixtures } from './season-calendar';

const clubs = Array.from({ length: 20 }, (_, i) => `club-${i}`);

describe('doubleRoundRobin', () => {
  const rounds = doubleRoundRobin(clubs);

  it('should make 2 × (n − 1) rounds of n / 2 matches', () => {
    expect(rounds).toHaveLength(38);
    for (const round of rounds) expect(round).toHaveLength(10);
  });

  it('should have every pair meet twice, once at each ground', () => {
    const ordered = new Set(rounds.flat().map(({ home, away }) => `${home}>${away}`));
    expect(ordered.size).toBe(20 * 19);
    for (const a of clubs) for (const b of clubs) if (a !== b) expect(ordered.has(`${a}>${b}`)).toBe(true);
  });

  it('should never have a club play twice in a gameweek', () => {
    for (const round of rounds) {
      const playing = round.flatMap(({ home, away }) => [home, away]);
      expect(new Set(playing).size).toBe(playing.length);
    }
  });

  it('should balance home and away games over the season', () => {
    for (const club of clubs) expect(rounds.flat().filter((m) => m.home === club)).toHaveLength(19);
  });

  it('should refuse an odd number of clubs', () => {
    expect(() => doubleRoundRobin(['a', 'b', 'c'])).toThrow(/even/);
  });
});

describe('seasonFixtures', () => {
  const settings = {
    seed: 1,
    startsAt: new Date('2026-08-14T15:00:00Z'),
    gameweekLengthMinutes: 7 * 24 * 60,
  };
  const fixtures = seasonFixtures(settings, clubs);

  it('should start gameweek g at the season start plus (g − 1) gameweek lengths', () => {
    expect(gameweekStart(settings, 1).toISOString()).toBe('2026-08-14T15:00:00.000Z');
    expect(gameweekStart(settings, 3).toISOString()).toBe('2026-08-28T15:00:00.000Z');
    for (const fixture of fixtures) {
      const start = gameweekStart(settings, fixture.gameweek).getTime();
      expect(fixture.kickoffAt.getTime()).toBeGreaterThanOrEqual(start);
      expect(fixture.kickoffAt.getTime()).toBeLessThan(
        gameweekStart(settings, fixture.gameweek + 1).getTime(),
      );
    }
  });

  it('should give the same ids to the same seed', () => {
    expect(seasonFixtures(settings, clubs).map((f) => f.id)).toEqual(fixtures.map((f) => f.id));
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(380);
  });
});

describe('gameweekPlaysOut', () => {
  // 20 clubs: four slots of kick-offs, the last three eighths of the gameweek in (at most 7.5 hours).
  const LONGEST_MATCH = 96;

  it('should accept a calendar whose last match ends before the next gameweek', () => {
    expect(gameweekPlaysOut(7 * 24 * 60, 20, LONGEST_MATCH, 1)).toBe(true); // a real week, real matches
    expect(gameweekPlaysOut(20, 20, LONGEST_MATCH, 30)).toBe(true); // 7.5 + 3.2 minutes < 20
    expect(gameweekPlaysOut(1, 20, LONGEST_MATCH, 600)).toBe(true); // 22.5 + 9.6 seconds < 60
  });

  it('should refuse one whose last match would still be playing when the next gameweek starts', () => {
    expect(gameweekPlaysOut(5, 20, LONGEST_MATCH, 30)).toBe(false); // 1.9 + 3.2 minutes > 5
    expect(gameweekPlaysOut(1, 20, LONGEST_MATCH, 100)).toBe(false); // 22.5 + 57.6 seconds > 60
    expect(gameweekPlaysOut(150, 20, LONGEST_MATCH, 1)).toBe(false); // 56 + 96 minutes > 150
  });
});
