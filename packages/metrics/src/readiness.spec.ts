import { checkReadiness, readinessStatusCode } from './readiness';

describe('checkReadiness', () => {
  it('should be ready when every check answers', async () => {
    const readiness = await checkReadiness({ database: async () => 1, store: async () => null });
    expect(readiness).toEqual({ status: 'ready', checks: { database: 'ok', store: 'ok' } });
    expect(readinessStatusCode(readiness)).toBe(200);
  });

  it('should name each check that fails or does not answer in time', async () => {
    const readiness = await checkReadiness(
      {
        database: async () => {
          throw new Error('connection refused');
        },
        store: () => new Promise(() => {}),
        events: async () => undefined,
      },
      50,
    );
    expect(readiness).toEqual({
      status: 'not ready',
      checks: { database: 'connection refused', store: 'no answer within 50 ms', events: 'ok' },
    });
    expect(readinessStatusCode(readiness)).toBe(503);
  });
});
