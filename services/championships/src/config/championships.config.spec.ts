import { parseConfig } from '@sfl/config';
import { championshipsConfigSchema } from './championships.config';

describe('championships config', () => {
  it('should default the port to 4007 on the loopback address, checking deadlines every 5 s', () => {
    const config = parseConfig(championshipsConfigSchema, {
      CHAMPIONSHIPS_DATABASE_URL: 'postgres://localhost/championships',
      INTERNAL_SECRET: 'x'.repeat(32),
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({
      CHAMPIONSHIPS_PORT: 4007,
      CHAMPIONSHIPS_HOST: '127.0.0.1',
      CHAMPIONSHIP_DEADLINE_CHECK_SECONDS: 5,
    });
  });
});
