import { graphqlRequest } from '@sfl/testing';
import { zkLoginTestWallet, type ZkLoginTestWallet } from '@sfl/sui-chain/testing';
import type request from 'supertest';
import {
  linkWalletOperation,
  myWalletsOperation,
  requestChallengeOperation,
} from './operations/wallet.operations';
import { registeredUserId, startUsersTestApp, type UsersTestApp } from './users-test-app';

// zkLogin wallets (e.g. Slush with a Google login): the Sui node verifies the signature, here the
// fake node, which accepts the proofs of the addresses it is seeded with and refuses the others.
describe('users subgraph: linking a zkLogin wallet', () => {
  const verified = zkLoginTestWallet({ sub: 'google-sub-ann' });
  const refused = zkLoginTestWallet({ sub: 'google-sub-stranger' });
  let t: UsersTestApp;
  let ann: string;

  beforeAll(async () => {
    t = await startUsersTestApp();
    t.node.acceptZkLogin(verified.address);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ann = await registeredUserId(t, 'ann');
  });

  const errorOf = (res: request.Response) =>
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> };
  const requestChallenge = async (address: string) => {
    const res = await graphqlRequest(t.server, requestChallengeOperation(address), { userId: ann });
    return res.body.data.requestWalletLinkChallenge as { nonce: string; message: string };
  };
  /** Challenge for `address`, signed by `wallet`, then link. */
  const linkAs = async (wallet: ZkLoginTestWallet, address = wallet.address) => {
    const { nonce, message } = await requestChallenge(address);
    const signature = await wallet.signPersonalMessage(new TextEncoder().encode(message));
    return graphqlRequest(t.server, linkWalletOperation(nonce, signature), { userId: ann });
  };
  const linkRows = () => t.dataSource.query('SELECT address, user_id FROM wallet_link');
  const linkedEvents = () =>
    t.dataSource.query(`SELECT payload FROM outbox_event WHERE type = 'WalletLinked'`);
  const openChallenges = () => t.dataSource.query('SELECT nonce FROM wallet_link_challenge');

  it('should link the zkLogin address when the node verifies the signature', async () => {
    const address = verified.address;
    const res = await linkAs(verified);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.linkWallet.address).toBe(address);
    const me = await graphqlRequest(t.server, myWalletsOperation(), { userId: ann });
    expect(me.body.data.me.wallets).toEqual([res.body.data.linkWallet]);
    expect(await linkRows()).toEqual([{ address, user_id: ann }]);
    expect(await linkedEvents()).toEqual([{ payload: expect.objectContaining({ userId: ann, address }) }]);
  });

  it('should refuse and link nothing when the node rejects the zkLogin signature', async () => {
    const res = await linkAs(refused);
    expect(errorOf(res)).toMatchObject({
      message: 'Signature does not match the wallet address',
      extensions: { code: 'UNAUTHENTICATED', reason: 'SIGNATURE_MISMATCH' },
    });
    expect(await linkRows()).toHaveLength(0);
    expect(await linkedEvents()).toHaveLength(0);
    expect(await openChallenges()).toHaveLength(1);
  });

  it('should refuse a verified zkLogin signature when the challenge names another address', async () => {
    const res = await linkAs(verified, refused.address);
    expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'SIGNATURE_MISMATCH' });
    expect(await linkRows()).toHaveLength(0);
  });

  it('should refuse a zkLogin signature past its max epoch', async () => {
    const expired = zkLoginTestWallet({ sub: 'google-sub-ann', maxEpoch: 0 });
    expect(expired.address).toBe(verified.address);
    const res = await linkAs(expired);
    expect(errorOf(res).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'SIGNATURE_MISMATCH' });
    expect(await linkRows()).toHaveLength(0);
  });
});
