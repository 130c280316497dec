import { graphqlRequest } from '@sfl/testing';
import type request from 'supertest';
import { logoutEverywhereOperation } from './operations/account.operations';
import { requestChallengeOperation, unlinkWalletOperation } from './operations/wallet.operations';
import { registeredUserId, startUsersTestApp, type UsersTestApp } from './users-test-app';

const ADDRESS = `0x${'ab'.repeat(32)}`;
const HOUR = 60 * 60_000;

// Per-user rate limits of the users mutations that record events or store what a user asks for.
describe('users subgraph: per-user quotas', () => {
  let t: UsersTestApp;
  let ann: string;
  let bob: string;

  beforeAll(async () => {
    t = await startUsersTestApp({
      walletLinkQuota: { limit: 7, windowMs: HOUR },
      logoutEverywhereQuota: { limit: 3, windowMs: HOUR },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ann = await registeredUserId(t, 'ann');
    bob = await registeredUserId(t, 'bob');
  });

  const reasonOf = (res: request.Response) => res.body.errors?.[0]?.extensions?.reason as string | undefined;
  const rateLimited = (what: string) => ({
    message: expect.stringMatching(new RegExp(`^Too many ${what}\\. Try again in \\d+ seconds?\\.$`)),
    extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
  });
  const outboxCount = async (type: string) =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM outbox_event WHERE type = $1', [type]))[0].n);

  it('should count wallet-link challenges and unlinks together, per user, refused ones included', async () => {
    const challenge = () => graphqlRequest(t.server, requestChallengeOperation(ADDRESS), { userId: ann });
    // 5 open at most, then TOO_MANY_CHALLENGES: those count too.
    const reasons = [];
    for (let call = 0; call < 6; call++) reasons.push(reasonOf(await challenge()));
    expect(reasons).toEqual([...Array(5).fill(undefined), 'TOO_MANY_CHALLENGES']);
    const unlink = await graphqlRequest(t.server, unlinkWalletOperation(ADDRESS), { userId: ann });
    expect(reasonOf(unlink)).toBe('WALLET_NOT_LINKED');

    expect((await challenge()).body.errors[0]).toMatchObject(rateLimited('wallet link requests'));
    const refusedUnlink = await graphqlRequest(t.server, unlinkWalletOperation(ADDRESS), { userId: ann });
    expect(refusedUnlink.body.errors[0]).toMatchObject(rateLimited('wallet link requests'));
    const stored = await t.dataSource.query('SELECT nonce FROM wallet_link_challenge WHERE user_id = $1', [
      ann,
    ]);
    expect(stored).toHaveLength(5);
    // Another user is counted apart.
    const bobs = await graphqlRequest(t.server, requestChallengeOperation(ADDRESS), { userId: bob });
    expect(bobs.body.errors).toBeUndefined();
  });

  it('should refuse "log out everywhere" past its quota, recording no revocation', async () => {
    const logoutEverywhere = (userId: string) =>
      graphqlRequest(t.server, logoutEverywhereOperation(), { userId });
    for (let call = 0; call < 3; call++)
      expect((await logoutEverywhere(ann)).body.data.logoutEverywhere).toBe(true);
    const refused = await logoutEverywhere(ann);
    expect(refused.body.errors[0]).toMatchObject(rateLimited('log-outs everywhere'));
    expect(await outboxCount('UserSessionsRevoked')).toBe(3);
    expect((await logoutEverywhere(bob)).body.data.logoutEverywhere).toBe(true);
  });
});
