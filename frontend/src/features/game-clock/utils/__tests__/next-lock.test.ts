import { describe, expect, it } from '@jest/globals';
import { listOf, nextLockOf, timeUntil, type UpcomingFixture } from '@/features/game-clock/utils/next-lock';

const fixture = (gameweek: number, kickoffAt: string, home: string, away: string): UpcomingFixture => ({
  gameweek,
  kickoffAt,
  homeClub: { name: home },
  awayClub: { name: away },
});

describe('nextLockOf', () => {
  const fixtures = [
    fixture(5, '2030-08-16T15:00:00.000Z', 'Alpha', 'Beta'),
    fixture(5, '2030-08-16T15:00:00.000Z', 'Gamma', 'Delta'),
    fixture(5, '2030-08-16T17:30:00.000Z', 'Epsilon', 'Zeta'),
  ];

  it('should be the earliest kick-off with every club kicking off then, starting the gameweek at its deadline', () => {
    expect(nextLockOf(fixtures, { number: 5, deadline: '2030-08-16T15:00:00.000Z' })).toEqual({
      at: new Date('2030-08-16T15:00:00.000Z'),
      gameweek: 5,
      startsGameweek: true,
      clubs: ['Alpha', 'Beta', 'Gamma', 'Delta'],
    });
  });

  it('should not start a gameweek that is already being played', () => {
    const lock = nextLockOf(fixtures.slice(2), { number: 6, deadline: '2030-08-23T15:00:00.000Z' });
    expect(lock).toMatchObject({ gameweek: 5, startsGameweek: false, clubs: ['Epsilon', 'Zeta'] });
  });

  it('should be null when nothing is scheduled', () => {
    expect(nextLockOf([], null)).toBeNull();
  });
});

describe('timeUntil', () => {
  const now = new Date('2030-08-16T12:00:00.000Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('should count minutes and seconds, then hours, then days', () => {
    expect(timeUntil(later(90), now)).toBe('in 01:30');
    expect(timeUntil(later(3 * 3600 + 4 * 60 + 5), now)).toBe('in 03:04:05');
    expect(timeUntil(later(2 * 86_400 + 3 * 3600 + 4 * 60 + 5), now)).toBe('in 2 d 03:04:05');
  });

  it('should say now once the moment has come, and round a part second up', () => {
    expect(timeUntil(now, now)).toBe('now');
    expect(timeUntil(later(-5), now)).toBe('now');
    expect(timeUntil(later(0.2), now)).toBe('in 00:01');
  });
});

describe('listOf', () => {
  it('should join names as a sentence does', () => {
    expect(listOf(['A'])).toBe('A');
    expect(listOf(['A', 'B'])).toBe('A and B');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
