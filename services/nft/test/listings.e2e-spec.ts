import { bcs } from '@mysten/sui/bcs';
import { graphqlRequest } from '@sfl/testing';
import { types } from './chain-fixtures';
import { randomId, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import { nftCollectionOperation, nftListingsOperation } from './operations/nft.operations';

const seller = randomId();
const cards = [
  {
    listingId: randomId(),
    cardId: randomId(),
    playerId: 'a1f6c0de-1111-4aaa-8bbb-000000000001',
    price: 1_500_000_000n,
  },
  {
    listingId: randomId(),
    cardId: randomId(),
    playerId: 'a1f6c0de-2222-4aaa-8bbb-000000000002',
    price: 18_446_744_073_709_551_615n,
  },
];

describe('nft subgraph: nftListings and nftCollection', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
    for (const card of cards) t.node.listCard({ ...card, seller });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const listings = async () => {
    const res = await graphqlRequest(t.server, nftListingsOperation());
    expect(res.body.errors).toBeUndefined();
    return res.body.data.nftListings as { id: string; price: string }[];
  };

  it('should decode every Listing of the market, for anyone', async () => {
    expect(await listings()).toEqual(
      expect.arrayContaining(
        cards.map((card) => ({
          id: card.listingId,
          tokenId: card.cardId,
          playerId: card.playerId,
          contractAddress: TEST_COLLECTION.packageId,
          price: card.price.toString(),
          seller,
          player: { id: card.playerId },
        })),
      ),
    );
    expect(await listings()).toHaveLength(2);
  });

  it('should page the listings by limit and offset, at most 100 at a time', async () => {
    const all = await listings();
    const page = (args: string) =>
      graphqlRequest(t.server, { query: `query { nftListings(${args}) { id } }` });

    expect((await page('limit: 1, offset: 1')).body.data.nftListings).toEqual([{ id: all[1]!.id }]);
    expect((await page('limit: 101')).body.errors[0]).toMatchObject({
      message: 'limit must be between 1 and 100',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_LIMIT' },
    });
    expect((await page('offset: -1')).body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_OFFSET',
    });
  });

  it('should skip children of the market that are not listings of the collection', async () => {
    t.node.addObject({
      objectId: randomId(),
      owner: { kind: 'object', parentId: TEST_COLLECTION.marketId },
      type: `${randomId()}::market::Listing`,
      content: bcs.Address.serialize(randomId()).toBytes(),
    });
    const ids = (await listings()).map((listing) => listing.id);
    expect(ids.sort()).toEqual(cards.map((card) => card.listingId).sort());
  });

  it('should serve a new listing only once the 10 s cache has expired', async () => {
    expect(await listings()).toHaveLength(2);
    const later = { listingId: randomId(), cardId: randomId(), playerId: 'p-3', price: 5n, seller };
    t.node.listCard(later);
    expect(await listings()).toHaveLength(2);
    const [key] = [`nft:listings:${TEST_COLLECTION.marketId}`];
    expect(await t.store.ttl(key)).toBeGreaterThan(9_000);
    await t.store.delete(key);
    expect((await listings()).map((listing) => listing.id)).toContain(later.listingId);
  });

  it('should tell where the collection is', async () => {
    const res = await graphqlRequest(t.server, nftCollectionOperation());
    expect(res.body.data.nftCollection).toEqual({
      network: 'localnet',
      packageId: TEST_COLLECTION.packageId,
      marketId: TEST_COLLECTION.marketId,
      cardType: types.card,
    });
  });
});

describe('nft subgraph: nftListings and nftCollection when the collection is not deployed', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp(null);
  });
  afterAll(() => t.close());

  it('should list nothing and say so in nftCollection', async () => {
    const res = await graphqlRequest(t.server, nftListingsOperation());
    expect(res.body.data.nftListings).toEqual([]);
    const collection = await graphqlRequest(t.server, nftCollectionOperation());
    expect(collection.body.data.nftCollection).toEqual({
      network: 'localnet',
      packageId: null,
      marketId: null,
      cardType: null,
    });
  });

  it('should refuse purchases with COLLECTION_NOT_DEPLOYED', async () => {
    const res = await graphqlRequest(
      t.server,
      {
        query: `mutation RecordPurchase($input: RecordNftPurchaseInput!) { recordNftPurchase(input: $input) { id } }`,
        variables: {
          input: {
            tokenId: randomId(),
            contractAddress: randomId(),
            purchasePrice: '1',
            transactionHash: '3iWz6zUt9YLEHTo7xPz55PBUag28T2aQsySdx8px9foA',
            userWalletAddress: randomId(),
          },
        },
      },
      { userId: '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e' },
    );
    expect(res.body.errors[0]).toMatchObject({
      message: 'The player-card collection is not deployed on this Sui network',
      extensions: { code: 'NOT_FOUND', reason: 'COLLECTION_NOT_DEPLOYED' },
    });
  });
});
