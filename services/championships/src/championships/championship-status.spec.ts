import { statusesBetween, statusFor } from './championship-status';

const championship = {
  startGameweek: 5,
  endGameweek: 7,
  registrationDeadline: new Date('2030-09-01T12:00:00Z'),
  registrationGameweek: 4,
};
const before = new Date('2030-09-01T11:59:59Z');
const progress = (liveThrough: number, finished: number[] = []) => ({
  liveThrough,
  finished: new Set(finished),
});

describe('championship status', () => {
  it.each([
    ['pre_registration', progress(3), before],
    ['upcoming', progress(3), championship.registrationDeadline],
    // The gameweek that closes pre-registration went live before the planned deadline.
    ['upcoming', progress(4), before],
    ['active', progress(5), before],
    ['active', progress(8, [5, 6]), before],
    ['completed', progress(8, [7]), before],
  ] as const)('should be %s', (expected, facts, now) => {
    expect(statusFor(championship, facts, now)).toBe(expected);
  });

  it('should pass through every status between, and never go back', () => {
    expect(statusesBetween('pre_registration', 'active')).toEqual(['upcoming', 'active']);
    expect(statusesBetween('upcoming', 'completed')).toEqual(['active', 'completed']);
    expect(statusesBetween('active', 'active')).toEqual([]);
    expect(statusesBetween('active', 'upcoming')).toEqual([]);
  });
});
