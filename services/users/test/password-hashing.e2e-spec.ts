import type { Response } from 'supertest';
import { graphqlRequest, type TestApp } from '@sfl/testing';
import { registerOperation } from './operations/account.operations';
import { startUsersTestApp } from './users-test-app';

const passwordHashLimits = { concurrency: 1, queueLimit: 2 };

describe('users subgraph: password hashing under a flood', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startUsersTestApp({
      passwordHashLimits,
      registrationLimits: { maxPerAddress: 1000, windowMs: 60_000 },
    });
  });
  afterAll(() => t.close());

  it('should refuse what does not fit the hashing queue at once, and create only the accounts it answered', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        graphqlRequest(t.server, registerOperation(`flood_${i}`, 'correct horse'), {
          clientIp: `10.7.0.${i}`,
        }),
      ),
    );
    const created = results.filter((res: Response) => res.body.data?.register);
    const busy = results.filter((res: Response) => res.body.errors?.[0].extensions.reason === 'SERVER_BUSY');

    expect(created.length + busy.length).toBe(40);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].body.errors[0]).toMatchObject({
      message: 'The server is busy signing other people in. Try again in a moment.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const [{ n }] = await t.dataSource.query('SELECT count(*) AS n FROM user_account');
    expect(Number(n)).toBe(created.length);
  });
});
