import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { graphqlRequest } from '@sfl/testing';
import { LIST_PRICE_SPL, SUPPLY_PER_SEASON } from '../src/cards/card-tiers';
import { cardOwnershipEvents, myCardsOf } from './card-queries';
import { type PurchaseFixture, type PurchaseOverrides, seedPurchase } from './chain-fixtures';
import { footballer, squadOf } from './footballer-fixtures';
import { eventually, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import { playerCardReferencesOperation } from './operations/cards.operations';
import { recordPurchaseOperation } from './operations/nft.operations';

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
const bobWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9)).toSuiAddress();
const strangerWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(11)).toSuiAddress();
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const bob = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const PRICE = 2_500_000_000n;
const STAR = footballer({
  footballerId: 'b3c1f7a2-0d4e-4c57-9a61-2f8e5d3c9b10',
  position: 'ST',
  rarity: 'EPIC',
});

/** Buys a card on chain and records the purchase; answers the OwnedNft id and the card's object id. */
async function buyOn(t: NftTestApp, userId: string, buyer: string, overrides: PurchaseOverrides = {}) {
  const purchase: PurchaseFixture = seedPurchase(t.node, buyer, PRICE, overrides);
  const res = await graphqlRequest(
    t.server,
    recordPurchaseOperation({
      tokenId: purchase.cardId,
      contractAddress: TEST_COLLECTION.packageId,
      purchasePrice: PRICE.toString(),
      transactionHash: purchase.digest,
      userWalletAddress: buyer,
    }),
    { userId },
  );
  expect(res.body.errors).toBeUndefined();
  return { ownedNftId: res.body.data.recordNftPurchase.id as string, cardId: purchase.cardId };
}

describe('nft subgraph: on-chain NFTs as player cards', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.linkWallet(ann, wallet);
    await t.linkWallet(bob, bobWallet);
  });

  const buy = (userId: string, buyer: string, overrides: PurchaseOverrides = {}) =>
    buyOn(t, userId, buyer, overrides);
  const onChainCard = (id: string) => ({
    id,
    source: 'ON_CHAIN',
    rarity: 'EPIC',
    season: null,
    serial: null,
    supply: null,
    value: LIST_PRICE_SPL.EPIC,
    footballer: { id: STAR.footballerId },
  });
  const eventsFor = async (cardId: string) =>
    (await cardOwnershipEvents(t)).filter((event) => event.cardId === cardId);

  it('should count a verified purchase as a card and record ON_CHAIN_VERIFIED', async () => {
    await t.registerFootballers([STAR]);
    const { ownedNftId } = await buy(ann, wallet);
    expect(await myCardsOf(t, ann)).toEqual([onChainCard(ownedNftId)]);
    expect(await myCardsOf(t, bob)).toEqual([]);
    expect(await eventsFor(ownedNftId)).toEqual([
      expect.objectContaining({
        source: 'ON_CHAIN',
        footballerId: STAR.footballerId,
        rarity: 'EPIC',
        season: null,
        serial: null,
        value: LIST_PRICE_SPL.EPIC,
        fromUserId: null,
        toUserId: ann,
        reason: 'ON_CHAIN_VERIFIED',
      }),
    ]);
  });

  it('should count the card once its footballer arrives when the purchase came first', async () => {
    const { ownedNftId } = await buy(ann, wallet);
    expect(await myCardsOf(t, ann)).toEqual([]);
    expect(await eventsFor(ownedNftId)).toEqual([]);
    await t.registerFootballers([STAR]);
    expect(await myCardsOf(t, ann)).toEqual([onChainCard(ownedNftId)]);
    expect(await eventsFor(ownedNftId)).toEqual([
      expect.objectContaining({ reason: 'ON_CHAIN_VERIFIED', toUserId: ann }),
    ]);
  });

  it('should stop counting a card the wallet no longer holds and record the loss once', async () => {
    await t.registerFootballers([STAR]);
    const { ownedNftId, cardId } = await buy(ann, wallet);
    t.node.mintCard({ cardId, playerId: STAR.footballerId, owner: strangerWallet });
    const [first, second] = await Promise.all([myCardsOf(t, ann), myCardsOf(t, ann)]);
    expect(first).toEqual([]);
    expect(second).toEqual([]);
    expect(await myCardsOf(t, ann)).toEqual([]);
    expect((await eventsFor(ownedNftId)).map((event) => event.reason)).toEqual([
      'ON_CHAIN_VERIFIED',
      'ON_CHAIN_LOST',
    ]);
    expect((await eventsFor(ownedNftId))[1]).toMatchObject({ fromUserId: ann, toUserId: null });
  });

  it("should check only a page's own on-chain cards and fill the page when one of them is gone", async () => {
    await t.registerFootballers([STAR]);
    const bought = [];
    for (let i = 0; i < 4; i++) bought.push(await buy(ann, wallet));
    // One footballer: the cards follow their ids.
    const [a, b, c, d] = bought.sort((x, y) => x.ownedNftId.localeCompare(y.ownedNftId));
    for (const gone of [a!, d!])
      t.node.mintCard({ cardId: gone.cardId, playerId: STAR.footballerId, owner: strangerWallet });

    const page = await myCardsOf(t, ann, { limit: 2 });
    expect(page.map((card) => card.id)).toEqual([b!.ownedNftId, c!.ownedNftId]);
    expect((await eventsFor(a!.ownedNftId)).map((event) => event.reason)).toEqual([
      'ON_CHAIN_VERIFIED',
      'ON_CHAIN_LOST',
    ]);
    // Not on the page, so not read on chain yet.
    expect((await eventsFor(d!.ownedNftId)).map((event) => event.reason)).toEqual(['ON_CHAIN_VERIFIED']);

    expect((await myCardsOf(t, ann)).map((card) => card.id)).toEqual([b!.ownedNftId, c!.ownedNftId]);
    expect((await eventsFor(d!.ownedNftId)).map((event) => event.reason)).toEqual([
      'ON_CHAIN_VERIFIED',
      'ON_CHAIN_LOST',
    ]);
  });

  it('should move the card from the earlier buyer to the later one on a resale', async () => {
    await t.registerFootballers([STAR]);
    const first = await buy(ann, wallet);
    const second = await buy(bob, bobWallet, { cardId: first.cardId });
    expect(await myCardsOf(t, ann)).toEqual([]);
    expect(await myCardsOf(t, bob)).toEqual([onChainCard(second.ownedNftId)]);
    expect(await eventsFor(first.ownedNftId)).toEqual([
      expect.objectContaining({ reason: 'ON_CHAIN_VERIFIED', toUserId: ann }),
      expect.objectContaining({ reason: 'ON_CHAIN_LOST', fromUserId: ann, toUserId: null }),
    ]);
    expect(await eventsFor(second.ownedNftId)).toEqual([
      expect.objectContaining({ reason: 'ON_CHAIN_VERIFIED', toUserId: bob }),
    ]);
  });

  it('should resolve PlayerCard references to in-game and counted on-chain cards, null for anything else', async () => {
    await t.registerFootballers([STAR, ...squadOf({ GK: 2, DEF: 6, MID: 6, ATT: 3 })]);
    await t.startSeason(1);
    await t.registerUser(ann);
    const { ownedNftId, cardId } = await buy(ann, wallet);
    // From the pack's events: a myCards now would keep the card's owner cached for 5 s.
    const [packed] = await cardOwnershipEvents(t);
    const inGame = {
      id: packed!.cardId,
      source: 'IN_GAME',
      rarity: packed!.rarity,
      season: 1,
      serial: 1,
      supply: SUPPLY_PER_SEASON.DEFAULT,
      value: LIST_PRICE_SPL.DEFAULT,
      footballer: { id: packed!.footballerId },
    };
    const ids = [inGame.id as string, ownedNftId, 'a3c1f7a2-0d4e-4c57-9a61-2f8e5d3c9b10', 'not-a-card'];
    const resolve = async () => {
      const res = await graphqlRequest(t.server, playerCardReferencesOperation(ids));
      expect(res.body.errors).toBeUndefined();
      return res.body.data._entities;
    };
    expect(await resolve()).toEqual([inGame, onChainCard(ownedNftId), null, null]);

    t.node.mintCard({ cardId, playerId: STAR.footballerId, owner: strangerWallet });
    await myCardsOf(t, ann); // the read that finds it gone
    expect((await resolve())[1]).toBeNull();
  });
});

describe('nft subgraph: the periodic re-check of on-chain cards', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp(TEST_COLLECTION, 20);
  });
  afterAll(() => t.close());

  it('should record a card sold off chain as lost, once, though its manager never looks', async () => {
    await t.linkWallet(ann, wallet);
    await t.registerFootballers([STAR]);
    const kept = await buyOn(t, ann, wallet);
    const sold = await buyOn(t, ann, wallet);
    t.node.mintCard({ cardId: sold.cardId, playerId: STAR.footballerId, owner: strangerWallet });

    const reasonsOf = async (cardId: string) =>
      (await cardOwnershipEvents(t)).filter((event) => event.cardId === cardId).map((event) => event.reason);
    await eventually(
      'the re-check to find the sold card',
      async () => (await reasonsOf(sold.ownedNftId)).length === 2,
    );
    expect(await reasonsOf(sold.ownedNftId)).toEqual(['ON_CHAIN_VERIFIED', 'ON_CHAIN_LOST']);
    expect(await reasonsOf(kept.ownedNftId)).toEqual(['ON_CHAIN_VERIFIED']);
    expect((await myCardsOf(t, ann)).map((card) => card.id)).toEqual([kept.ownedNftId]);
  });
});
