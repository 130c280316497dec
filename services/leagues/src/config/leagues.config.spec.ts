import { parseConfig } from '@sfl/config';
import { DEFAULT_LEAGUES_LIMITS, leaguesConfigSchema, leaguesLimitsFrom } from './leagues.config';

const REQUIRED = {
  LEAGUES_DATABASE_URL: 'postgres://localhost/leagues',
  INTERNAL_SECRET: 'x'.repeat(32),
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('leagues config', () => {
  it('should default the port to 4006 on the loopback address', () => {
    const config = parseConfig(leaguesConfigSchema, REQUIRED);
    expect(config).toMatchObject({ LEAGUES_PORT: 4006, LEAGUES_HOST: '127.0.0.1' });
  });

  it('should default every limit to its documented value', () => {
    const hour = 60 * 60_000;
    expect(leaguesLimitsFrom(parseConfig(leaguesConfigSchema, REQUIRED))).toEqual({
      leagueCreateQuota: { limit: 10, windowMs: hour },
      maxOpenCreatedLeagues: 5,
      leagueJoinQuota: { limit: 30, windowMs: hour },
      codeFailureQuota: { limit: 5, windowMs: 15 * 60_000 },
      addressCodeFailureQuota: { limit: 20, windowMs: 15 * 60_000 },
      maxPendingJoins: 3,
      battleCreateQuota: { limit: 30, windowMs: hour },
      battleAcceptQuota: { limit: 10, windowMs: 60_000 },
      battleCancelQuota: { limit: 10, windowMs: 60_000 },
      maxOpenBattles: 10,
      maxPendingWagers: 3,
      seatHoldMs: 30_000,
    });
    expect(DEFAULT_LEAGUES_LIMITS).toEqual(leaguesLimitsFrom(parseConfig(leaguesConfigSchema, REQUIRED)));
  });

  it('should read the join, invite-code and open-league limits from their settings', () => {
    const config = parseConfig(leaguesConfigSchema, {
      ...REQUIRED,
      LEAGUE_JOINS_PER_HOUR: '12',
      LEAGUE_INVITE_CODE_MAX_FAILURES: '7',
      LEAGUE_INVITE_CODE_MAX_FAILURES_PER_ADDRESS: '40',
      LEAGUE_INVITE_CODE_FAILURE_WINDOW_MINUTES: '2',
      LEAGUE_MAX_PENDING_JOINS: '1',
      LEAGUE_MAX_OPEN_CREATED: '2',
    });
    expect(leaguesLimitsFrom(config)).toMatchObject({
      leagueJoinQuota: { limit: 12 },
      codeFailureQuota: { limit: 7, windowMs: 2 * 60_000 },
      addressCodeFailureQuota: { limit: 40, windowMs: 2 * 60_000 },
      maxPendingJoins: 1,
      maxOpenCreatedLeagues: 2,
    });
  });
});
