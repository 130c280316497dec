import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { graphqlRequest, type TestApp } from '@sfl/testing';
import type request from 'supertest';
import {
  linkWalletOperation,
  myWalletsOperation,
  requestChallengeOperation,
  unlinkWalletOperation,
  userWalletsOperation,
} from './operations/wallet.operations';
import { registeredUserId, startUsersTestApp, TEST_APP_DOMAIN } from './users-test-app';

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
const otherWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9));
const address = wallet.toSuiAddress();

describe('users subgraph: wallets', () => {
  let t: TestApp;
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
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> };
  const requestChallenge = async (userId: string, forAddress = address) => {
    const res = await graphqlRequest(t.server, requestChallengeOperation(forAddress), { userId });
    return res.body.data.requestWalletLinkChallenge as { nonce: string; message: string; expiresAt: string };
  };
  const signed = async (message: string, signer = wallet) =>
    (await signer.signPersonalMessage(new TextEncoder().encode(message))).signature;
  const link = (userId: string, nonce: string, signature: string) =>
    graphqlRequest(t.server, linkWalletOperation(nonce, signature), { userId });
  /** Challenge, sign with `signer`, link: the whole flow a wallet client goes through. */
  const linkAs = async (userId: string, signer = wallet) => {
    const { nonce, message } = await requestChallenge(userId, signer.toSuiAddress());
    return link(userId, nonce, await signed(message, signer));
  };
  const linkRows = () => t.dataSource.query('SELECT address, user_id FROM wallet_link');
  const challengeRows = () => t.dataSource.query('SELECT nonce FROM wallet_link_challenge');
  const expire = (nonce: string) =>
    t.dataSource.query(
      `UPDATE wallet_link_challenge SET expires_at = now() - interval '1 second' WHERE nonce = $1`,
      [nonce],
    );
  const walletEvents = () =>
    t.dataSource.query(
      `SELECT topic, type, version, aggregate_id, payload FROM outbox_event WHERE type = 'WalletLinked'`,
    );

  describe('requestWalletLinkChallenge', () => {
    it('should refuse and store nothing when nobody is signed in', async () => {
      const res = await graphqlRequest(t.server, requestChallengeOperation(address));
      expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
      expect(await t.dataSource.query('SELECT * FROM wallet_link_challenge')).toHaveLength(0);
    });

    it.each(['0x123', 'not an address', '', `0x${'g'.repeat(64)}`, `${address}00`])(
      'should refuse the address %p when it is not a full Sui address',
      async (invalid) => {
        const res = await graphqlRequest(t.server, requestChallengeOperation(invalid), { userId: ann });
        expect(errorOf(res)).toMatchObject({
          message: 'Invalid Sui address',
          extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_ADDRESS' },
        });
      },
    );

    it('should issue a 5-minute message naming the site, the user and the normalized address when signed in', async () => {
      const challenge = await requestChallenge(ann, address.toUpperCase().replace('0X', '0x'));
      const expiresAt = new Date(challenge.expiresAt).getTime();
      expect(expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
      expect(challenge.message).toBe(
        `${TEST_APP_DOMAIN} wants you to link this wallet to ann on Sui Fantasy League.\n\n` +
          `Address: ${address}\nNonce: ${challenge.nonce}\nExpires: ${challenge.expiresAt}`,
      );
      const [row] = await t.dataSource.query('SELECT user_id, address FROM wallet_link_challenge');
      expect(row).toEqual({ user_id: ann, address });
    });
  });

  describe('linkWallet', () => {
    it('should link the wallet and list it on me when the wallet signed the challenge', async () => {
      const res = await linkAs(ann);
      expect(res.body.errors).toBeUndefined();
      const linked = res.body.data.linkWallet;
      expect(linked.address).toBe(address);
      expect(new Date(linked.linkedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const me = await graphqlRequest(t.server, myWalletsOperation(), { userId: ann });
      expect(me.body.data.me.wallets).toEqual([linked]);
    });

    it('should record one WalletLinked event when the wallet is linked', async () => {
      await linkAs(ann);
      const events = await walletEvents();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        topic: 'users.events',
        version: 1,
        aggregate_id: ann,
        payload: { userId: ann, address },
      });
      const [row] = await t.dataSource.query('SELECT linked_at FROM wallet_link');
      expect(events[0].payload.linkedAt).toBe(row.linked_at.toISOString());
    });

    it('should refuse and link nothing when another wallet signed the challenge', async () => {
      const { nonce, message } = await requestChallenge(ann);
      const res = await link(ann, nonce, await signed(message, otherWallet));
      expect(errorOf(res)).toMatchObject({
        message: 'Signature does not match the wallet address',
        extensions: { code: 'UNAUTHENTICATED', reason: 'SIGNATURE_MISMATCH' },
      });
      expect(await linkRows()).toHaveLength(0);
      expect(await walletEvents()).toHaveLength(0);
    });

    it('should refuse when the wallet signed another message than the one issued', async () => {
      const { nonce, message } = await requestChallenge(ann);
      const tampered = message.replace('ann', 'bob');
      const res = await link(ann, nonce, await signed(tampered));
      expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'SIGNATURE_MISMATCH' });
      expect(await linkRows()).toHaveLength(0);
    });

    it('should refuse when the signature is not a signature at all', async () => {
      const { nonce } = await requestChallenge(ann);
      const res = await link(ann, nonce, 'not-base64!');
      expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'SIGNATURE_MISMATCH' });
    });

    it('should delete the challenge when used, so its nonce is refused afterwards', async () => {
      const { nonce, message } = await requestChallenge(ann);
      const signature = await signed(message);
      expect((await link(ann, nonce, signature)).body.errors).toBeUndefined();
      expect(await challengeRows()).toHaveLength(0);
      const res = await link(ann, nonce, signature);
      expect(errorOf(res).extensions).toEqual({ code: 'NOT_FOUND', reason: 'CHALLENGE_NOT_FOUND' });
    });

    it('should link once when the same nonce is sent concurrently', async () => {
      const { nonce, message } = await requestChallenge(ann);
      const signature = await signed(message);
      const results = await Promise.all(Array.from({ length: 4 }, () => link(ann, nonce, signature)));
      expect(results.filter((res: request.Response) => res.body.data?.linkWallet)).toHaveLength(1);
      // The losers either found the challenge and lost the delete, or came after it.
      const reasons = results.map((res: request.Response) => errorOf(res)?.extensions.reason);
      expect(
        reasons.filter((r: unknown) => r === 'CHALLENGE_USED' || r === 'CHALLENGE_NOT_FOUND'),
      ).toHaveLength(3);
      expect(await walletEvents()).toHaveLength(1);
    });

    it('should refuse a challenge when it has expired, and delete it', async () => {
      const { nonce, message } = await requestChallenge(ann);
      await expire(nonce);
      const res = await link(ann, nonce, await signed(message));
      expect(errorOf(res).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'CHALLENGE_EXPIRED' });
      expect(await linkRows()).toHaveLength(0);
      expect(await challengeRows()).toHaveLength(0);
    });

    it.each([
      ['issued to another user', async () => (await requestChallenge(bob)).nonce],
      ['unknown', async () => '00000000-0000-4000-8000-000000000000'],
      ['not a uuid', async () => 'nonce-123'],
    ])('should answer CHALLENGE_NOT_FOUND when the nonce is %s', async (_label, nonceOf) => {
      const nonce = await nonceOf();
      const res = await link(ann, nonce, await signed('anything'));
      expect(errorOf(res).extensions).toEqual({ code: 'NOT_FOUND', reason: 'CHALLENGE_NOT_FOUND' });
      expect(await linkRows()).toHaveLength(0);
    });

    it("should refuse and leave the challenge unused when the wallet is another account's", async () => {
      await linkAs(bob);
      const { nonce, message } = await requestChallenge(ann);
      const res = await link(ann, nonce, await signed(message));
      expect(errorOf(res)).toMatchObject({
        message: 'This wallet is linked to another account',
        extensions: { code: 'CONFLICT', reason: 'WALLET_LINKED_ELSEWHERE' },
      });
      expect(await linkRows()).toEqual([{ address, user_id: bob }]);
      expect(await challengeRows()).toEqual([{ nonce }]);
      expect(await walletEvents()).toHaveLength(1);
    });

    it('should keep the first link and record no second event when the same wallet is linked again', async () => {
      const first = (await linkAs(ann)).body.data.linkWallet;
      const again = await linkAs(ann);
      expect(again.body.errors).toBeUndefined();
      expect(again.body.data.linkWallet).toEqual(first);
      expect(await linkRows()).toHaveLength(1);
      expect(await walletEvents()).toHaveLength(1);
    });

    it('should refuse when nobody is signed in', async () => {
      const { nonce, message } = await requestChallenge(ann);
      const res = await graphqlRequest(t.server, linkWalletOperation(nonce, await signed(message)));
      expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
      expect(await linkRows()).toHaveLength(0);
    });
  });

  describe('unlinkWallet', () => {
    it("should remove the link when it is the caller's own", async () => {
      await linkAs(ann);
      const res = await graphqlRequest(
        t.server,
        unlinkWalletOperation(address.toUpperCase().replace('0X', '0x')),
        {
          userId: ann,
        },
      );
      expect(res.body.data.unlinkWallet).toBe(true);
      const me = await graphqlRequest(t.server, myWalletsOperation(), { userId: ann });
      expect(me.body.data.me.wallets).toEqual([]);
    });

    it('should record one WalletUnlinked event with the unlink', async () => {
      await linkAs(ann);
      await graphqlRequest(t.server, unlinkWalletOperation(address), { userId: ann });
      const events = await t.dataSource.query(
        `SELECT topic, type, version, aggregate_id, payload FROM outbox_event WHERE type = 'WalletUnlinked'`,
      );
      expect(events).toEqual([
        {
          topic: 'users.events',
          type: 'WalletUnlinked',
          version: 1,
          aggregate_id: ann,
          payload: { userId: ann, address, unlinkedAt: expect.any(String) },
        },
      ]);
      expect(new Date(events[0].payload.unlinkedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('should record no WalletUnlinked event when nothing was unlinked', async () => {
      await linkAs(bob);
      await graphqlRequest(t.server, unlinkWalletOperation(address), { userId: ann });
      const events = await t.dataSource.query(`SELECT id FROM outbox_event WHERE type = 'WalletUnlinked'`);
      expect(events).toHaveLength(0);
    });

    it("should answer NOT_FOUND and keep the link when it is another user's", async () => {
      await linkAs(bob);
      const res = await graphqlRequest(t.server, unlinkWalletOperation(address), { userId: ann });
      expect(errorOf(res)).toMatchObject({
        message: 'This wallet is not linked to your account',
        extensions: { code: 'NOT_FOUND', reason: 'WALLET_NOT_LINKED' },
      });
      expect(await linkRows()).toEqual([{ address, user_id: bob }]);
    });

    it('should refuse when nobody is signed in', async () => {
      const res = await graphqlRequest(t.server, unlinkWalletOperation(address));
      expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
    });

    it('should refuse the address when it is not a Sui address', async () => {
      const res = await graphqlRequest(t.server, unlinkWalletOperation('0xnope'), { userId: ann });
      expect(errorOf(res).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_ADDRESS' });
    });
  });

  describe('User.wallets', () => {
    it('should list every wallet of the caller when the caller asks about themselves', async () => {
      await linkAs(ann);
      await linkAs(ann, otherWallet);
      const me = await graphqlRequest(t.server, myWalletsOperation(), { userId: ann });
      expect(me.body.data.me.wallets.map((w: { address: string }) => w.address)).toEqual([
        address,
        otherWallet.toSuiAddress(),
      ]);
    });

    it('should page the wallets by limit and offset, at most 100 at a time', async () => {
      await linkAs(ann);
      await linkAs(ann, otherWallet);
      const page = (args: string) =>
        graphqlRequest(t.server, { query: `query { me { wallets(${args}) { address } } }` }, { userId: ann });

      expect((await page('limit: 1, offset: 1')).body.data.me.wallets).toEqual([
        { address: otherWallet.toSuiAddress() },
      ]);
      expect(errorOf(await page('limit: 101'))).toMatchObject({
        message: 'limit must be between 1 and 100',
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_LIMIT' },
      });
      expect(errorOf(await page('offset: -1')).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_OFFSET',
      });
    });

    it('should expose no wallets when the caller is another user or nobody', async () => {
      await linkAs(ann);
      const asBob = await graphqlRequest(t.server, userWalletsOperation(ann), { userId: bob });
      expect(asBob.body.data._entities).toEqual([{ id: ann, wallets: [] }]);
      const anonymous = await graphqlRequest(t.server, userWalletsOperation(ann));
      expect(anonymous.body.data._entities).toEqual([{ id: ann, wallets: [] }]);
      const asAnn = await graphqlRequest(t.server, userWalletsOperation(ann), { userId: ann });
      expect(asAnn.body.data._entities).toEqual([{ id: ann, wallets: [{ address }] }]);
    });
  });
});
