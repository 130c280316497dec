import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { graphqlRequest } from '@sfl/testing';
import type request from 'supertest';
import { linkWalletOperation, requestChallengeOperation } from './operations/wallet.operations';
import { registeredUserId, startUsersTestApp, type UsersTestApp } from './users-test-app';

// What one user can make the server store (open challenges) and spend (signature checks, the
// zkLogin ones on the full node) is bounded.

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
const otherWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9));
const address = wallet.toSuiAddress();

describe('users subgraph: wallet-link limits', () => {
  let t: UsersTestApp;
  let ann: string;
  let bob: string;

  beforeAll(async () => {
    t = await startUsersTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ann = await registeredUserId(t, 'ann');
    bob = await registeredUserId(t, 'bob');
  });

  const errorOf = (res: request.Response) =>
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> } | undefined;
  const requestChallenge = (userId: string) =>
    graphqlRequest(t.server, requestChallengeOperation(address), { userId });
  const challengeOf = (res: request.Response) =>
    res.body.data.requestWalletLinkChallenge as { nonce: string; message: string };
  const openChallenges = (userId: string) =>
    t.dataSource.query('SELECT nonce FROM wallet_link_challenge WHERE user_id = $1', [userId]);
  const signed = async (message: string, signer = wallet) =>
    (await signer.signPersonalMessage(new TextEncoder().encode(message))).signature;
  const link = (userId: string, nonce: string, signature: string) =>
    graphqlRequest(t.server, linkWalletOperation(nonce, signature), { userId });
  const tooManyChallenges = {
    message:
      'You have 5 open wallet link challenges: sign one of them, or request a new one once one expires',
    extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_CHALLENGES' },
  };

  describe('open challenges', () => {
    it('should refuse a sixth open challenge of one user, storing nothing, and not another user’s', async () => {
      for (let i = 0; i < 5; i++) expect(errorOf(await requestChallenge(ann))).toBeUndefined();
      expect(errorOf(await requestChallenge(ann))).toMatchObject(tooManyChallenges);
      expect(await openChallenges(ann)).toHaveLength(5);
      expect(errorOf(await requestChallenge(bob))).toBeUndefined();
    });

    it('should store at most 5 when many are requested at once', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => requestChallenge(ann)));
      expect(results.filter((res: request.Response) => !errorOf(res))).toHaveLength(5);
      expect(
        results.filter((res: request.Response) => errorOf(res)?.extensions.reason === 'TOO_MANY_CHALLENGES'),
      ).toHaveLength(7);
      expect(await openChallenges(ann)).toHaveLength(5);
    });

    it('should purge expired challenges, which then count no more', async () => {
      for (let i = 0; i < 5; i++) await requestChallenge(ann);
      await t.dataSource.query(
        `UPDATE wallet_link_challenge SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [ann],
      );
      // Anyone's request purges them.
      expect(errorOf(await requestChallenge(bob))).toBeUndefined();
      expect(await openChallenges(ann)).toHaveLength(0);
      expect(errorOf(await requestChallenge(ann))).toBeUndefined();
    });

    it('should free a slot when a challenge is used', async () => {
      const challenges = [];
      for (let i = 0; i < 5; i++) challenges.push(challengeOf(await requestChallenge(ann)));
      const [{ nonce, message }] = challenges;
      expect(errorOf(await link(ann, nonce, await signed(message)))).toBeUndefined();
      expect(errorOf(await requestChallenge(ann))).toBeUndefined();
    });
  });

  describe('signature checks', () => {
    const tooManyChecks = {
      message: expect.stringMatching(/^Too many wallet signature checks\. Try again in \d+ seconds?\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_SIGNATURE_CHECKS' },
    };

    it('should refuse an eleventh signature check within a minute, even a good one, and link nothing', async () => {
      const { nonce, message } = challengeOf(await requestChallenge(ann));
      for (let i = 0; i < 10; i++) {
        const wrong = await signed(`attempt ${i}`, otherWallet);
        expect(errorOf(await link(ann, nonce, wrong))?.extensions.reason).toBe('SIGNATURE_MISMATCH');
      }
      expect(errorOf(await link(ann, nonce, await signed(message)))).toMatchObject(tooManyChecks);
      expect(await t.dataSource.query('SELECT 1 FROM wallet_link')).toHaveLength(0);
      expect(await openChallenges(ann)).toHaveLength(1);

      const bobs = challengeOf(await requestChallenge(bob));
      expect(errorOf(await link(bob, bobs.nonce, await signed(bobs.message)))).toBeUndefined();
    });

    it('should answer a repeated signature from the last verdict without checking it again', async () => {
      const { nonce, message } = challengeOf(await requestChallenge(ann));
      const wrong = await signed(message, otherWallet);
      for (let i = 0; i < 15; i++)
        expect(errorOf(await link(ann, nonce, wrong))?.extensions.reason).toBe('SIGNATURE_MISMATCH');
      expect(errorOf(await link(ann, nonce, await signed(message)))).toBeUndefined();
    });
  });
});
