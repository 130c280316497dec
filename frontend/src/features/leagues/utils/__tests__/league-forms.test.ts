import { describe, expect, it } from '@jest/globals';
import {
  createLeagueDefaults,
  createLeagueSchema,
  joinLeagueSchema,
  toCreateLeagueInput,
} from '@/features/leagues/utils/league-forms';

function messagesOf(values: Partial<typeof createLeagueDefaults>) {
  const result = createLeagueSchema.safeParse({ ...createLeagueDefaults, ...values });
  return result.success ? [] : result.error.issues.map(({ message }) => message);
}

describe('league forms', () => {
  it('should accept the defaults with a name: 20 participants, no fees or prizes, the gameweeks left to the server', () => {
    const values = createLeagueSchema.parse({ ...createLeagueDefaults, name: ' Derby Days ' });
    expect(toCreateLeagueInput(values)).toEqual({
      name: 'Derby Days',
      maxParticipants: 20,
      entryFee: 0,
      prizePool: 0,
      firstPrize: 0,
      secondPrize: 0,
      thirdPrize: 0,
    });
  });

  it('should read amounts with thousands separators and treat an empty amount as 0', () => {
    const values = createLeagueSchema.parse({
      ...createLeagueDefaults,
      name: 'Derby',
      prizePool: '1,500',
      firstPrize: '1,000',
      entryFee: '',
      startGameweek: '6',
      endGameweek: '9',
      description: ' Local ',
      prizeDetails: 'Ball',
    });
    expect(toCreateLeagueInput(values)).toMatchObject({
      prizePool: 1_500,
      firstPrize: 1_000,
      entryFee: 0,
      startGameweek: 6,
      endGameweek: 9,
      description: 'Local',
      prizeDetails: 'Ball',
    });
  });

  it.each([
    [{ name: '' }, 'League name is required'],
    [{ name: 'x'.repeat(61) }, 'League name must be at most 60 characters'],
    [{ maxParticipants: '1' }, 'Max participants must be between 2 and 100'],
    [{ maxParticipants: '101' }, 'Max participants must be between 2 and 100'],
    [{ maxParticipants: '' }, 'Max participants must be between 2 and 100'],
    [{ secondPrize: '-1' }, '2nd prize must be a whole number of SPL, 0 or more'],
    [{ thirdPrize: '3.5' }, '3rd prize must be a whole number of SPL, 0 or more'],
    [{ entryFee: '99999999999' }, 'Entry fee is too large'],
    [
      { prizePool: '10', firstPrize: '5', secondPrize: '5', thirdPrize: '1' },
      'Prizes cannot exceed the prize pool',
    ],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ prizeDetails: 'x'.repeat(501) }, 'Prize details must be at most 500 characters'],
    [{ startGameweek: '8', endGameweek: '7' }, 'The last gameweek cannot come before the first'],
  ])('should refuse %j: %s', (values, message) => {
    expect(messagesOf({ name: 'Derby', ...values })).toEqual([message]);
  });

  it('should accept 2 and 100 participants, prizes equal to the pool, and one gameweek', () => {
    expect(messagesOf({ name: 'Derby', maxParticipants: '2' })).toEqual([]);
    expect(
      messagesOf({
        name: 'Derby',
        maxParticipants: '100',
        prizePool: '10',
        firstPrize: '5',
        secondPrize: '3',
        thirdPrize: '2',
      }),
    ).toEqual([]);
    expect(messagesOf({ name: 'Derby', startGameweek: '7', endGameweek: '7' })).toEqual([]);
  });

  it("should need an invite code ('Invite code is required'), trimmed, of any length", () => {
    expect(joinLeagueSchema.safeParse({ inviteCode: '  ' }).error?.issues[0]?.message).toBe(
      'Invite code is required',
    );
    expect(joinLeagueSchema.parse({ inviteCode: ' ab ' })).toEqual({ inviteCode: 'ab' });
  });
});
