import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { graphqlRequest } from '@sfl/testing';
import { types } from './chain-fixtures';
import { randomId, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import { myNftsOperation, nftListingsOperation, recordPurchaseOperation } from './operations/nft.operations';

// The whole path with the unmodified SDK: the browser's buy transaction, signed with a real
// Ed25519 key and executed by the fake node's market rules, then claimed by its digest.

const annWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
const bobWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9));
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const PRICE = 1_500_000_000n;

describe('nft subgraph: a real market::buy recorded by digest', () => {
  let t: NftTestApp;
  let client: SuiGrpcClient;

  beforeAll(async () => {
    t = await startNftTestApp();
    t.node.fund(annWallet.toSuiAddress(), 10_000_000_000n);
    t.node.fund(bobWallet.toSuiAddress(), 10_000_000_000n);
    client = new SuiGrpcClient({ network: 'localnet', baseUrl: t.node.url });
    await t.linkWallet(ann, annWallet.toSuiAddress());
    await t.linkWallet(bob, bobWallet.toSuiAddress());
  });
  afterAll(() => t.close());

  /** Signs and executes `market::buy` of the listed card with the wallet; answers the digest. */
  const buy = async (wallet: Ed25519Keypair, cardId: string) => {
    const tx = new Transaction();
    const [payment] = tx.splitCoins(tx.gas, [tx.pure.u64(PRICE)]);
    tx.moveCall({
      target: types.buy,
      arguments: [tx.object(TEST_COLLECTION.marketId), tx.pure.id(cardId), payment],
    });
    const result = await client.signAndExecuteTransaction({ transaction: tx, signer: wallet });
    expect(result.$kind).toBe('Transaction');
    return result.Transaction!.digest;
  };
  const record = (userId: string, wallet: Ed25519Keypair, cardId: string, digest: string) =>
    graphqlRequest(
      t.server,
      recordPurchaseOperation({
        tokenId: cardId,
        contractAddress: TEST_COLLECTION.packageId,
        purchasePrice: PRICE.toString(),
        transactionHash: digest,
        userWalletAddress: wallet.toSuiAddress(),
      }),
      { userId },
    );
  const tokensOf = async (userId: string) => {
    const res = await graphqlRequest(t.server, myNftsOperation(), { userId });
    return (res.body.data.myNfts as { tokenId: string }[]).map((nft) => nft.tokenId);
  };

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

    const res = await record(ann, annWallet, cardId, await buy(annWallet, cardId));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordNftPurchase).toMatchObject({
      tokenId: cardId,
      verificationStatus: 'verified',
      player: { id: 'player-9' },
    });
    const listings = await graphqlRequest(t.server, nftListingsOperation());
    expect(listings.body.data.nftListings).toEqual([]);
  });

  it('should move a resold card to its new buyer, once', async () => {
    const cardId = randomId();
    t.node.listCard({
      listingId: randomId(),
      cardId,
      playerId: 'player-4',
      price: PRICE,
      seller: randomId(),
    });
    const annDigest = await buy(annWallet, cardId);
    expect((await record(ann, annWallet, cardId, annDigest)).body.errors).toBeUndefined();
    expect(await tokensOf(ann)).toContain(cardId);

    // Ann puts the card back on the market and Bob buys it.
    t.node.listCard({
      listingId: randomId(),
      cardId,
      playerId: 'player-4',
      price: PRICE,
      seller: annWallet.toSuiAddress(),
    });
    const res = await record(bob, bobWallet, cardId, await buy(bobWallet, cardId));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordNftPurchase).toMatchObject({
      tokenId: cardId,
      walletAddress: bobWallet.toSuiAddress(),
    });

    expect(await tokensOf(bob)).toContain(cardId);
    expect(await tokensOf(ann)).not.toContain(cardId);
    const rows: unknown[] = await t.dataSource.query('SELECT 1 FROM owned_nft WHERE token_id = $1', [cardId]);
    expect(rows).toHaveLength(1);
    // Ann's purchase stays used: claiming it again does not bring the card back.
    const replay = await record(ann, annWallet, cardId, annDigest);
    expect(replay.body.errors?.[0]?.extensions).toMatchObject({ reason: 'DIGEST_ALREADY_RECORDED' });
    expect(await tokensOf(ann)).not.toContain(cardId);
  });
});
