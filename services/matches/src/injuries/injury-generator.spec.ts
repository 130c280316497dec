import { addDays } from '../shared/game-days';
import { impactFor, statusFor } from './injury-catalogue';
import { type InjuryCandidate, injuriesForDay } from './injury-generator';

const candidates: InjuryCandidate[] = Array.from({ length: 520 }, (_, i) => ({
  footballerId: `f-${String(i).padStart(3, '0')}`,
  overall: 60 + (i % 30),
  rankInClub: i % 26,
}));

describe('injuriesForDay', () => {
  it('should report the same injuries for the same seed and day, whatever the order of candidates', () => {
    const once = injuriesForDay(7, '2026-09-01', candidates);
    expect(injuriesForDay(7, '2026-09-01', [...candidates].reverse())).toEqual(once);
  });

  it('should report a few injuries per game day', () => {
    const days = Array.from({ length: 200 }, (_, i) =>
      injuriesForDay(7, addDays('2026-08-01', i), candidates),
    );
    const counts = days.map((d) => d.length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(average).toBeGreaterThan(1);
    expect(average).toBeLessThan(2);
    for (const draft of days.flat()) {
      expect(draft.daysOut).toBeGreaterThanOrEqual(2);
      expect(draft.status).toBe(statusFor(draft.daysOut));
    }
    const severities = new Set(days.flat().map((d) => d.severity));
    expect(severities).toEqual(new Set(['MINOR', 'MODERATE', 'SEVERE']));
  });

  it('should only injure the fit footballers given', () => {
    const few = candidates.slice(0, 2);
    for (let i = 0; i < 30; i++) {
      for (const draft of injuriesForDay(7, addDays('2026-08-01', i), few)) {
        expect(few.map((c) => c.footballerId)).toContain(draft.footballerId);
      }
    }
  });
});

describe('injury status and impact', () => {
  it.each([
    [10, 'OUT'],
    [4, 'OUT'],
    [3, 'DOUBTFUL'],
    [2, 'DOUBTFUL'],
    [1, 'QUESTIONABLE'],
  ])('should call %i days left %s', (days, status) => {
    expect(statusFor(days)).toBe(status);
  });

  it('should rate a club star out long as very high impact, and a squad player with a knock as low', () => {
    expect(impactFor(91, 0, 'SEVERE')).toBe('Very High');
    expect(impactFor(91, 0, 'MINOR')).toBe('High');
    expect(impactFor(81, 5, 'MODERATE')).toBe('High');
    expect(impactFor(75, 9, 'MODERATE')).toBe('Medium');
    expect(impactFor(66, 20, 'MINOR')).toBe('Low');
  });
});
