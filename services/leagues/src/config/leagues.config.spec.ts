import { parseConfig } from '@sfl/config';
import { leaguesConfigSchema } from './leagues.config';

describe('leagues config', () => {
  it('should default the port to 4006 on the loopback address', () => {
    const config = parseConfig(leaguesConfigSchema, {
      LEAGUES_DATABASE_URL: 'postgres://localhost/leagues',
      INTERNAL_SECRET: 'x'.repeat(32),
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({ LEAGUES_PORT: 4006, LEAGUES_HOST: '127.0.0.1' });
  });
});
