import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { graphqlRequest } from '@sfl/testing';
import type request from 'supertest';
import { type PurchaseFixture, type PurchaseOverrides, randomDigest, seedPurchase } from './chain-fixtures';
import { randomId, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import {
  myNftsOperation,
  nftsOfUserOperation,
  recordPurchaseOperation,
  type RecordPurchaseVariables,
} from './operations/nft.operations';

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
const otherWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9)).toSuiAddress();
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const PRICE = 2_500_000_000n;

describe('nft subgraph: recordNftPurchase', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.linkWallet(ann, wallet);
  });

  const errorOf = (res: request.Response) =>
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> };
  const inputFor = (purchase: PurchaseFixture, overrides: Partial<RecordPurchaseVariables> = {}) => ({
    tokenId: purchase.cardId,
    contractAddress: TEST_COLLECTION.packageId,
    purchasePrice: purchase.price.toString(),
    transactionHash: purchase.digest,
    userWalletAddress: purchase.buyer,
    ...overrides,
  });
  const record = (input: RecordPurchaseVariables, userId: string | null = ann) =>
    graphqlRequest(t.server, recordPurchaseOperation(input), { userId });
  const ownedRows = () => t.dataSource.query('SELECT * FROM owned_nft');
  const purchaseEvents = () =>
    t.dataSource.query(
      `SELECT topic, type, version, aggregate_id, payload FROM outbox_event WHERE type = 'NftPurchaseVerified'`,
    );
  /** Seeds a purchase broken as `overrides` says and expects it refused with nothing recorded. */
  const expectRefused = async (
    overrides: PurchaseOverrides,
    expected: { code: string; reason: string; message: string },
  ) => {
    const purchase = seedPurchase(t.node, wallet, PRICE, overrides);
    const res = await record(inputFor(purchase));
    expect(errorOf(res)).toMatchObject({
      message: expected.message,
      extensions: { code: expected.code, reason: expected.reason },
    });
    expect(await ownedRows()).toHaveLength(0);
    expect(await purchaseEvents()).toHaveLength(0);
  };

  describe('when the purchase checks out', () => {
    it('should record the verified NFT and answer it', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase));
      expect(res.body.errors).toBeUndefined();
      const nft = res.body.data.recordNftPurchase;
      expect(nft).toEqual({
        id: expect.any(String),
        tokenId: purchase.cardId,
        contractAddress: TEST_COLLECTION.packageId,
        purchasePrice: '2500000000',
        verificationStatus: 'verified',
        transactionDigest: purchase.digest,
        walletAddress: wallet,
        acquiredAt: expect.any(String),
        player: { id: purchase.playerId },
      });
      const [row] = await ownedRows();
      expect(row).toMatchObject({
        id: nft.id,
        user_id: ann,
        token_id: purchase.cardId,
        purchase_price: '2500000000',
        transaction_digest: purchase.digest,
        wallet_address: wallet,
        player_id: purchase.playerId,
      });
    });

    it('should record one NftPurchaseVerified event with the NFT', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const nft = (await record(inputFor(purchase))).body.data.recordNftPurchase;
      expect(await purchaseEvents()).toEqual([
        {
          topic: 'nft.events',
          type: 'NftPurchaseVerified',
          version: 1,
          aggregate_id: purchase.cardId,
          payload: {
            ownedNftId: nft.id,
            userId: ann,
            walletAddress: wallet,
            tokenId: purchase.cardId,
            contractAddress: TEST_COLLECTION.packageId,
            playerId: purchase.playerId,
            purchasePrice: '2500000000',
            seller: purchase.seller,
            transactionDigest: purchase.digest,
            acquiredAt: nft.acquiredAt,
          },
        },
      ]);
    });

    it('should accept the price as a JSON number and the addresses in upper-case hex', async () => {
      const purchase = seedPurchase(t.node, wallet, 1_000n);
      const upper = (address: string) => address.toUpperCase().replace('0X', '0x');
      const res = await record(
        inputFor(purchase, {
          purchasePrice: 1000,
          tokenId: upper(purchase.cardId),
          userWalletAddress: upper(wallet),
          contractAddress: upper(TEST_COLLECTION.packageId),
        }),
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.recordNftPurchase).toMatchObject({
        tokenId: purchase.cardId,
        walletAddress: wallet,
        purchasePrice: '1000',
      });
    });

    it('should accept a claimed price below what the seller received', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase, { purchasePrice: '1' }));
      expect(res.body.data.recordNftPurchase.purchasePrice).toBe('1');
    });
  });

  describe('when the transaction does not prove the purchase', () => {
    it('should answer TRANSACTION_NOT_FOUND when the digest is unknown (forged)', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase, { transactionHash: randomDigest() }));
      expect(errorOf(res)).toMatchObject({
        message: 'No transaction with this digest was found on the Sui network',
        extensions: { code: 'NOT_FOUND', reason: 'TRANSACTION_NOT_FOUND' },
      });
      expect(await ownedRows()).toHaveLength(0);
    });

    it('should answer TRANSACTION_FAILED when the transaction failed on chain', () =>
      expectRefused(
        { status: 'failure' },
        {
          code: 'BAD_USER_INPUT',
          reason: 'TRANSACTION_FAILED',
          message: 'This transaction failed on chain: nothing was bought',
        },
      ));

    it('should answer WRONG_SENDER when another address sent the transaction', () =>
      expectRefused(
        { sender: otherWallet },
        {
          code: 'BAD_USER_INPUT',
          reason: 'WRONG_SENDER',
          message: 'This transaction was not sent by userWalletAddress',
        },
      ));

    it.each([
      ['there is no Purchased event', null],
      ['the event is of another package', { type: `${randomId()}::market::Purchased` }],
      ['the event is for another card', { cardId: randomId() }],
      ['the event names another buyer', { buyer: otherWallet }],
    ])('should answer NOT_A_MARKET_PURCHASE when %s', (_label, event) =>
      expectRefused(
        { event },
        {
          code: 'BAD_USER_INPUT',
          reason: 'NOT_A_MARKET_PURCHASE',
          message:
            "This transaction is not a purchase of this card by userWalletAddress on the collection's market",
        },
      ),
    );

    it('should answer SELLER_UNDERPAID when the seller received less than the price', () =>
      expectRefused(
        { sellerReceived: PRICE - 1n },
        {
          code: 'BAD_USER_INPUT',
          reason: 'SELLER_UNDERPAID',
          message: 'The seller received less than purchasePrice in this transaction',
        },
      ));

    it.each([
      ['went to another address', { cardOutputOwner: otherWallet }],
      ['is not a player card of the collection', { cardType: `${randomId()}::player_card::PlayerCard` }],
    ])('should answer CARD_NOT_DELIVERED when the card %s', (_label, overrides) =>
      expectRefused(overrides, {
        code: 'BAD_USER_INPUT',
        reason: 'CARD_NOT_DELIVERED',
        message: 'This transaction did not leave the card at userWalletAddress',
      }),
    );

    it.each([
      ['moved to another wallet since', { ownerNow: otherWallet }],
      ['no longer exists as an object (e.g. listed again)', { ownerNow: null }],
    ])('should answer CARD_MOVED_SINCE when the card %s', (_label, overrides) =>
      expectRefused(overrides, {
        code: 'CONFLICT',
        reason: 'CARD_MOVED_SINCE',
        message: 'userWalletAddress no longer owns this card',
      }),
    );
  });

  describe('when the claim is not the caller’s to make', () => {
    it('should answer DIGEST_ALREADY_RECORDED when the digest was recorded before', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      await record(inputFor(purchase));
      const res = await record(inputFor(purchase));
      expect(errorOf(res)).toMatchObject({
        message: 'This transaction has already been recorded as a purchase',
        extensions: { code: 'CONFLICT', reason: 'DIGEST_ALREADY_RECORDED' },
      });
      expect(await ownedRows()).toHaveLength(1);
      expect(await purchaseEvents()).toHaveLength(1);
    });

    it('should record once when the same digest is submitted concurrently', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const results = await Promise.all(Array.from({ length: 4 }, () => record(inputFor(purchase))));
      expect(results.filter((res: request.Response) => res.body.data?.recordNftPurchase)).toHaveLength(1);
      expect(
        results.filter(
          (res: request.Response) => errorOf(res)?.extensions.reason === 'DIGEST_ALREADY_RECORDED',
        ),
      ).toHaveLength(3);
      expect(await ownedRows()).toHaveLength(1);
      expect(await purchaseEvents()).toHaveLength(1);
    });

    it('should answer WALLET_NOT_LINKED when the wallet is linked to nobody', async () => {
      const purchase = seedPurchase(t.node, otherWallet, PRICE);
      const res = await record(inputFor(purchase));
      expect(errorOf(res)).toMatchObject({
        message: 'userWalletAddress is not linked to your account: link the wallet first',
        extensions: { code: 'FORBIDDEN', reason: 'WALLET_NOT_LINKED' },
      });
      expect(await ownedRows()).toHaveLength(0);
    });

    it("should answer WALLET_NOT_LINKED when the wallet is another user's", async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase), bob);
      expect(errorOf(res).extensions).toEqual({ code: 'FORBIDDEN', reason: 'WALLET_NOT_LINKED' });
      expect(await ownedRows()).toHaveLength(0);
    });

    it('should answer WALLET_NOT_LINKED when the wallet was unlinked', async () => {
      await t.unlinkWallet(ann, wallet);
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase));
      expect(errorOf(res).extensions).toEqual({ code: 'FORBIDDEN', reason: 'WALLET_NOT_LINKED' });
    });

    it('should refuse when nobody is signed in', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase), null);
      expect(errorOf(res)).toMatchObject({
        message: 'Sign in first',
        extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' },
      });
      expect(await ownedRows()).toHaveLength(0);
    });

    it('should answer NOT_THIS_COLLECTION when contractAddress is another package', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase, { contractAddress: randomId() }));
      expect(errorOf(res)).toMatchObject({
        message: "contractAddress is not the player-card collection's package",
        extensions: { code: 'BAD_USER_INPUT', reason: 'NOT_THIS_COLLECTION' },
      });
    });
  });

  describe('when the input is malformed', () => {
    it.each([
      ['tokenId', { tokenId: '42' }],
      ['contractAddress', { contractAddress: '0xnope' }],
      ['userWalletAddress', { userWalletAddress: `${wallet}00` }],
    ])('should answer INVALID_ADDRESS when %s is not a Sui address', async (field, overrides) => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase, overrides));
      expect(errorOf(res)).toMatchObject({
        message: `${field} must be a Sui address: 0x and 64 hex digits`,
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_ADDRESS' },
      });
    });

    it.each(['0xabc', 'not-base58-0OIl', '1111', `${randomDigest()}1111`])(
      'should answer INVALID_DIGEST when transactionHash is %p',
      async (transactionHash) => {
        const purchase = seedPurchase(t.node, wallet, PRICE);
        const res = await record(inputFor(purchase, { transactionHash }));
        expect(errorOf(res)).toMatchObject({
          message: 'transactionHash must be a Sui transaction digest: 32 bytes in base58',
          extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_DIGEST' },
        });
      },
    );

    it('should answer INVALID_PRICE when purchasePrice is 0', async () => {
      const purchase = seedPurchase(t.node, wallet, PRICE);
      const res = await record(inputFor(purchase, { purchasePrice: 0 }));
      expect(errorOf(res)).toMatchObject({
        message: 'purchasePrice must be greater than 0 MIST',
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_PRICE' },
      });
    });

    it.each([-1, 1.5, '12.5', '-3', 'abc', '18446744073709551616', 2 ** 53])(
      'should answer BAD_USER_INPUT when purchasePrice is %p',
      async (purchasePrice) => {
        const purchase = seedPurchase(t.node, wallet, PRICE);
        const res = await record(inputFor(purchase, { purchasePrice }));
        expect(errorOf(res).extensions).toEqual({ code: 'BAD_USER_INPUT' });
        expect(errorOf(res).message).toContain(
          'Mist must be a whole number of MIST from 0 to 18446744073709551615',
        );
      },
    );
  });
});

describe('nft subgraph: myNfts and nftsOfUser', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
    await t.linkWallet(ann, wallet);
  });
  afterAll(() => t.close());

  const recordPurchase = async () => {
    const purchase = seedPurchase(t.node, wallet, PRICE);
    const res = await graphqlRequest(
      t.server,
      recordPurchaseOperation({
        tokenId: purchase.cardId,
        contractAddress: TEST_COLLECTION.packageId,
        purchasePrice: PRICE.toString(),
        transactionHash: purchase.digest,
        userWalletAddress: wallet,
      }),
      { userId: ann },
    );
    return res.body.data.recordNftPurchase as { id: string; tokenId: string };
  };

  it("should list the caller's NFTs newest first", async () => {
    const first = await recordPurchase();
    const second = await recordPurchase();
    const mine = await graphqlRequest(t.server, myNftsOperation(), { userId: ann });
    expect(mine.body.data.myNfts.map((nft: { id: string }) => nft.id)).toEqual([second.id, first.id]);
    const ofAnn = await graphqlRequest(t.server, nftsOfUserOperation(ann), { userId: ann });
    expect(ofAnn.body.data.nftsOfUser).toEqual(mine.body.data.myNfts);
    expect(ofAnn.body.data.nftsOfUser[0].player).toEqual({ id: expect.any(String) });
  });

  it.each([
    ['myNfts', (paging: string) => `myNfts(${paging})`],
    ['nftsOfUser', (paging: string) => `nftsOfUser(userId: "${ann}", ${paging})`],
  ])('should page %s by limit and offset, at most 100 at a time', async (field, call) => {
    await recordPurchase();
    await recordPurchase();
    const all = (await graphqlRequest(t.server, myNftsOperation(), { userId: ann })).body.data.myNfts;
    const page = (paging: string) =>
      graphqlRequest(t.server, { query: `query { ${call(paging)} { id } }` }, { userId: ann });

    expect((await page('limit: 1, offset: 1')).body.data[field]).toEqual([{ id: all[1].id }]);
    expect((await page('limit: 101')).body.errors[0]).toMatchObject({
      message: 'limit must be between 1 and 100',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_LIMIT' },
    });
    expect((await page('offset: -1')).body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_OFFSET',
    });
  });

  it('should list nothing when the caller has no NFTs', async () => {
    const res = await graphqlRequest(t.server, myNftsOperation(), { userId: bob });
    expect(res.body.data.myNfts).toEqual([]);
  });

  it.each([
    ['another user', ann],
    ['not a user id', 'user-1'],
  ])('should answer FORBIDDEN when the id is %s', async (_label, userId) => {
    const res = await graphqlRequest(t.server, nftsOfUserOperation(userId), { userId: bob });
    expect(res.body.errors[0]).toMatchObject({
      message: 'You can only see your own NFTs',
      extensions: { code: 'FORBIDDEN', reason: 'NOT_YOUR_NFTS' },
    });
  });

  it.each([
    ['myNfts', myNftsOperation()],
    ['nftsOfUser', nftsOfUserOperation(ann)],
  ])('should answer UNAUTHENTICATED for %s when nobody is signed in', async (_label, operation) => {
    const res = await graphqlRequest(t.server, operation);
    expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
  });
});
