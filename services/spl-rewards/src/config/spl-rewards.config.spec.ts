import { parseConfig } from '@sfl/config';
import { DEFAULT_VESTING_GAMEWEEKS, splRewardsConfigSchema } from './spl-rewards.config';

const ENV = {
  SPL_REWARDS_DATABASE_URL: 'postgres://localhost/spl_rewards',
  INTERNAL_SECRET: 'x'.repeat(32),
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('spl-rewards config', () => {
  it('should default the port to 4005 on the loopback address', () => {
    const config = parseConfig(splRewardsConfigSchema, {
      SPL_REWARDS_DATABASE_URL: 'postgres://localhost/spl_rewards',
      INTERNAL_SECRET: 'x'.repeat(32),
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({ SPL_REWARDS_PORT: 4005, SPL_REWARDS_HOST: '127.0.0.1' });
  });

  it('should vest bonus SPL over 2 gameweeks unless VESTING_GAMEWEEKS says otherwise (0: at once)', () => {
    expect(parseConfig(splRewardsConfigSchema, ENV).VESTING_GAMEWEEKS).toBe(2);
    expect(DEFAULT_VESTING_GAMEWEEKS).toBe(2);
    expect(parseConfig(splRewardsConfigSchema, { ...ENV, VESTING_GAMEWEEKS: '0' }).VESTING_GAMEWEEKS).toBe(0);
    expect(() => parseConfig(splRewardsConfigSchema, { ...ENV, VESTING_GAMEWEEKS: '-1' })).toThrow(
      /VESTING_GAMEWEEKS/,
    );
  });

  it('should pay 3,000 SPL of achievements per manager per gameweek unless ACHIEVEMENT_SPL_PER_GAMEWEEK says otherwise', () => {
    expect(parseConfig(splRewardsConfigSchema, ENV).ACHIEVEMENT_SPL_PER_GAMEWEEK).toBe(3000);
    expect(
      parseConfig(splRewardsConfigSchema, { ...ENV, ACHIEVEMENT_SPL_PER_GAMEWEEK: '5000' })
        .ACHIEVEMENT_SPL_PER_GAMEWEEK,
    ).toBe(5000);
  });

  it('should issue 2,000,000 SPL of bonus per gameweek globally unless BONUS_SPL_PER_GAMEWEEK_GLOBAL says otherwise, never below the largest reward', () => {
    expect(parseConfig(splRewardsConfigSchema, ENV).BONUS_SPL_PER_GAMEWEEK_GLOBAL).toBe(2_000_000);
    const global = (value: string) =>
      parseConfig(splRewardsConfigSchema, { ...ENV, BONUS_SPL_PER_GAMEWEEK_GLOBAL: value })
        .BONUS_SPL_PER_GAMEWEEK_GLOBAL;
    expect(global('2500')).toBe(2500);
    // Legend Collector pays 2,500: a budget below it would keep that reward waiting for ever
    expect(() => global('2499')).toThrow(/BONUS_SPL_PER_GAMEWEEK_GLOBAL/);
  });
});
