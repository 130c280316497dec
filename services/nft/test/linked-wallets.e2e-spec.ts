import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { startNftTestApp, type NftTestApp } from './nft-test-app';

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

describe('nft subgraph: linked-wallets projection of users.events', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const rows = () => t.dataSource.query('SELECT address, user_id FROM linked_wallet');

  it('should add the wallet when WalletLinked arrives and remove it when WalletUnlinked does', async () => {
    await t.linkWallet(ann, wallet);
    expect(await rows()).toEqual([{ address: wallet, user_id: ann }]);
    await t.unlinkWallet(ann, wallet);
    expect(await rows()).toEqual([]);
    const processed = await t.dataSource.query(
      `SELECT consumer FROM processed_event WHERE consumer = 'nft.linked-wallets'`,
    );
    expect(processed).toHaveLength(2);
  });

  it('should follow the wallet to its new owner when it is unlinked and linked elsewhere', async () => {
    await t.linkWallet(ann, wallet);
    await t.unlinkWallet(ann, wallet);
    await t.linkWallet(bob, wallet);
    expect(await rows()).toEqual([{ address: wallet, user_id: bob }]);
  });

  it("should keep another user's newer link when a stale unlink arrives", async () => {
    await t.linkWallet(bob, wallet);
    await t.unlinkWallet(ann, wallet);
    expect(await rows()).toEqual([{ address: wallet, user_id: bob }]);
  });

  it('should keep the newer link when an older WalletLinked arrives late', async () => {
    await t.linkWallet(bob, wallet);
    await t.linkWallet(ann, wallet, new Date(Date.now() - 60_000));
    expect(await rows()).toEqual([{ address: wallet, user_id: bob }]);
  });
});
