import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { graphqlRequest } from '@sfl/testing';
import { types } from './chain-fixtures';
import { randomId, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import { nftListingsOperation, recordPurchaseOperation } from './operations/nft.operations';

// The whole path with the unmodified SDK: the browser's buy transaction, signed with a real
// Ed25519 key and executed by the fake node's market rules, then claimed by its digest.

const buyer = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const PRICE = 1_500_000_000n;

describe('nft subgraph: a real market::buy recorded by digest', () => {
  let t: NftTestApp;
  let client: SuiGrpcClient;

  beforeAll(async () => {
    t = await startNftTestApp();
    t.node.fund(buyer.toSuiAddress(), 10_000_000_000n);
    client = new SuiGrpcClient({ network: 'localnet', baseUrl: t.node.url });
    await t.linkWallet(ann, buyer.toSuiAddress());
  });
  afterAll(() => t.close());

  it('should record the card the wallet bought and drop it from the listings', async () => {
    const cardId = randomId();
    t.node.listCard({
      listingId: randomId(),
      cardId,
      playerId: 'player-9',
      price: PRICE,
      seller: randomId(),
    });
    // Seen by a visitor first, so the listing sits in the 10 s cache when it is bought.
    const before = await graphqlRequest(t.server, nftListingsOperation());
    expect(before.body.data.nftListings).toMatchObject([{ tokenId: cardId }]);

    const tx = new Transaction();
    const [payment] = tx.splitCoins(tx.gas, [tx.pure.u64(PRICE)]);
    tx.moveCall({
      target: types.buy,
      arguments: [tx.object(TEST_COLLECTION.marketId), tx.pure.id(cardId), payment],
    });
    const result = await client.signAndExecuteTransaction({ transaction: tx, signer: buyer });
    expect(result.$kind).toBe('Transaction');

    const res = await graphqlRequest(
      t.server,
      recordPurchaseOperation({
        tokenId: cardId,
        contractAddress: TEST_COLLECTION.packageId,
        purchasePrice: PRICE.toString(),
        transactionHash: result.Transaction!.digest,
        userWalletAddress: buyer.toSuiAddress(),
      }),
      { userId: ann },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordNftPurchase).toMatchObject({
      tokenId: cardId,
      verificationStatus: 'verified',
      player: { id: 'player-9' },
    });
    const listings = await graphqlRequest(t.server, nftListingsOperation());
    expect(listings.body.data.nftListings).toEqual([]);
  });
});
