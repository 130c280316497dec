import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { graphqlRequest } from '@sfl/testing';
import type request from 'supertest';
import { seedPurchase } from './chain-fixtures';
import { randomId, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import {
  nftListingsOperation,
  recordPurchaseOperation,
  verifyOwnershipOperation,
} from './operations/nft.operations';

// Chain reads a user triggers cost provider quota: they are charged per caller (30 a minute)
// and ownership answers are reused for a few seconds.

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const LIMIT = 30;

describe('nft subgraph: chain reads per caller', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const errorOf = (res: request.Response) =>
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> } | undefined;
  const mintedCard = () => {
    const cardId = randomId();
    t.node.mintCard({ cardId, playerId: 'player-1', owner: wallet });
    return cardId;
  };
  const verify = (tokenId: string, userId = ann) =>
    graphqlRequest(
      t.server,
      verifyOwnershipOperation({ userAddress: wallet, tokenId, contractAddress: TEST_COLLECTION.packageId }),
      { userId },
    );
  const spendAllOf = async (userId: string) => {
    for (let i = 0; i < LIMIT; i++) expect(errorOf(await verify(mintedCard(), userId))).toBeUndefined();
  };
  const tooManyReads = {
    message: expect.stringMatching(/^Too many Sui network lookups\. Try again in \d+ seconds?\.$/),
    extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_CHAIN_READS' },
  };

  it('should read a card once when its ownership is checked again within seconds', async () => {
    const cardId = mintedCard();
    const before = t.chainReads();
    for (let i = 0; i < 3; i++)
      expect((await verify(cardId)).body.data.verifyNftOwnership.isValid).toBe(true);
    expect(t.chainReads() - before).toBe(1);
  });

  it('should refuse a caller’s ownership checks beyond 30 chain reads a minute, and no one else’s', async () => {
    await spendAllOf(ann);
    const before = t.chainReads();
    expect(errorOf(await verify(mintedCard()))).toMatchObject(tooManyReads);
    expect(t.chainReads()).toBe(before);
    expect(errorOf(await verify(mintedCard(), bob))).toBeUndefined();
  });

  it('should charge a listing rescan to the caller, but not a cached listing', async () => {
    t.node.listCard({
      listingId: randomId(),
      cardId: randomId(),
      playerId: 'p',
      price: 5n,
      seller: randomId(),
    });
    const listings = (userId: string | null) => graphqlRequest(t.server, nftListingsOperation(), { userId });
    expect((await listings(bob)).body.data.nftListings).toHaveLength(1);
    await spendAllOf(ann);
    // The market read by Bob is still cached: Ann sees it without reading the chain.
    expect((await listings(ann)).body.data.nftListings).toHaveLength(1);
    await t.store.delete(`nft:listings:${TEST_COLLECTION.marketId}`);
    expect(errorOf(await listings(ann))).toMatchObject(tooManyReads);
    expect((await listings(null)).body.data.nftListings).toHaveLength(1);
  });

  it('should refuse a purchase claim once the caller’s reads are spent, recording nothing', async () => {
    await t.linkWallet(ann, wallet);
    const purchase = seedPurchase(t.node, wallet, 1_000n);
    await spendAllOf(ann);
    const res = await graphqlRequest(
      t.server,
      recordPurchaseOperation({
        tokenId: purchase.cardId,
        contractAddress: TEST_COLLECTION.packageId,
        purchasePrice: '1000',
        transactionHash: purchase.digest,
        userWalletAddress: wallet,
      }),
      { userId: ann },
    );
    expect(errorOf(res)).toMatchObject(tooManyReads);
    expect(await t.dataSource.query('SELECT 1 FROM owned_nft')).toHaveLength(0);
  });
});
