import { parseConfig } from '@sfl/config';
import { squadsConfigSchema } from './squads.config';

describe('squads config', () => {
  it('should default the port to 4004 on the loopback address', () => {
    const config = parseConfig(squadsConfigSchema, {
      SQUADS_DATABASE_URL: 'postgres://localhost/squads',
      INTERNAL_SECRET: 'x'.repeat(32),
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({ SQUADS_PORT: 4004, SQUADS_HOST: '127.0.0.1' });
  });
});
