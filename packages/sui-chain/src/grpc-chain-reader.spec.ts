import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress, SUI_TYPE_ARG } from '@mysten/sui/utils';
import { GrpcChainReader } from './grpc-chain-reader';
import { collectionTypes, Listing, PlayerCard, Purchased } from './player-collection';
import { FakeSuiNode } from './testing';

const PKG = '0xabc';
const LONG_PKG = normalizeSuiAddress(PKG);
const NFT_TYPE = `${PKG}::player::PlayerCard`;
const LONG_NFT_TYPE = `${LONG_PKG}::player::PlayerCard`;
const BUYER = normalizeSuiAddress('0xb0b');
const SELLER = normalizeSuiAddress('0x5e11e4');
const NFT_ID = normalizeSuiAddress('0x1234');
const DIGEST = '7Jpo9ooBAg2YBuGnH3v6mRaEHr6SBYvW7k1Tck1exF6V';
const FAILED_DIGEST = 'AnN8wYR2xmpSZUjw4zZKgZzaYwWsRHqk7nnTtH2tDb4J';
const MARKET = normalizeSuiAddress('0x3a7');
const CARD_ID = normalizeSuiAddress('0xca4d');
const PLAYER_ID = 'f2a9c6d0-0000-4000-8000-000000000001';
const types = collectionTypes(PKG);
const PURCHASED_BCS = Purchased.serialize({
  listing_id: normalizeSuiAddress('0x11'),
  card_id: NFT_ID,
  player_id: PLAYER_ID,
  price: 1_000_000_000n,
  seller: SELLER,
  buyer: BUYER,
}).toBytes();

describe('GrpcChainReader against FakeSuiNode', () => {
  const fake = new FakeSuiNode();
  let reader: GrpcChainReader;

  beforeAll(async () => {
    fake
      .addObject({ objectId: NFT_ID, owner: '0xb0b', type: NFT_TYPE })
      .addObject({ objectId: '0x77', owner: { kind: 'object', parentId: '0x99' }, type: NFT_TYPE })
      .addTransaction({
        digest: DIGEST,
        status: 'success',
        sender: '0xb0b',
        balanceChanges: [
          { address: '0xb0b', coinType: '0x2::sui::SUI', amount: -1_002_000_000n },
          { address: '0x5e11e4', coinType: '0x2::sui::SUI', amount: 1_000_000_000n },
        ],
        changedObjects: [{ objectId: '0x1234', outputOwner: '0xb0b', idOperation: 'Created' }],
        objectTypes: { '0x1234': NFT_TYPE },
        events: [{ type: `${PKG}::market::Purchased`, sender: '0xb0b', bcs: PURCHASED_BCS }],
      })
      .addTransaction({
        digest: FAILED_DIGEST,
        status: 'failure',
        sender: BUYER,
        balanceChanges: [{ address: BUYER, coinType: SUI_TYPE_ARG, amount: -2_000_000n }],
      })
      .setName(BUYER, 'striker.sui')
      .useCollection({ packageId: PKG, marketId: MARKET })
      .mintCard({ cardId: CARD_ID, playerId: PLAYER_ID, owner: '0xb0b' });
    // More listings than one page of ListDynamicFields (50), to check the reader follows the pages.
    for (let i = 1; i <= 60; i++) {
      fake.listCard({
        listingId: `0x1${i.toString(16).padStart(4, '0')}`,
        cardId: `0x2${i.toString(16).padStart(4, '0')}`,
        playerId: `player-${i}`,
        price: BigInt(i) * 1_000_000n,
        seller: '0x5e11e4',
      });
    }
    reader = new GrpcChainReader({ network: 'localnet', baseUrl: await fake.start() });
  });

  afterAll(() => fake.stop());

  it('reads the owner and normalized type of an address-owned object', async () => {
    await expect(reader.getObjectOwnership(NFT_ID)).resolves.toEqual({
      exists: true,
      owner: BUYER,
      type: LONG_NFT_TYPE,
      content: null,
    });
  });

  it('reads the BCS content of a card', async () => {
    const ownership = await reader.getObjectOwnership(CARD_ID);
    expect(ownership).toMatchObject({ exists: true, owner: BUYER, type: types.card });
    expect(PlayerCard.parse(ownership.content!)).toEqual({ id: CARD_ID, player_id: PLAYER_ID });
  });

  it('lists every listing of the market, across pages, with its BCS', async () => {
    const listings = await reader.listDynamicObjects(MARKET);
    expect(listings).toHaveLength(60);
    expect(listings.every((l) => l.type === types.listing)).toBe(true);
    const first = listings.find((l) => l.objectId === normalizeSuiAddress('0x10001'));
    expect(Listing.parse(first!.content)).toEqual({
      id: normalizeSuiAddress('0x10001'),
      card: { id: normalizeSuiAddress('0x20001'), player_id: 'player-1' },
      price: '1000000',
      seller: SELLER,
    });
  });

  it('lists no children of an object without dynamic fields', async () => {
    await expect(reader.listDynamicObjects('0x999')).resolves.toEqual([]);
  });

  it('does not read a listed (wrapped) card as an object', async () => {
    await expect(reader.getObjectOwnership('0x20001')).resolves.toMatchObject({ exists: false });
  });

  it('accepts a short object id', async () => {
    await expect(reader.getObjectOwnership('0x1234')).resolves.toMatchObject({ exists: true, owner: BUYER });
  });

  it('gives no owner for an object owned by another object (e.g. a kiosk)', async () => {
    await expect(reader.getObjectOwnership('0x77')).resolves.toEqual({
      exists: true,
      owner: null,
      type: LONG_NFT_TYPE,
      content: null,
    });
  });

  it('reports a missing object as not existing', async () => {
    await expect(reader.getObjectOwnership('0xdead')).resolves.toEqual({
      exists: false,
      owner: null,
      type: null,
      content: null,
    });
  });

  it('reads sender, balance changes and the created object of a successful transaction', async () => {
    await expect(reader.getTransaction(DIGEST)).resolves.toEqual({
      digest: DIGEST,
      status: 'success',
      sender: BUYER,
      balanceChanges: [
        { address: BUYER, coinType: SUI_TYPE_ARG, amount: -1_002_000_000n },
        { address: SELLER, coinType: SUI_TYPE_ARG, amount: 1_000_000_000n },
      ],
      changedObjects: [{ objectId: NFT_ID, outputOwner: BUYER, idOperation: 'Created' }],
      objectTypes: { [NFT_ID]: LONG_NFT_TYPE },
      events: [{ type: types.purchased, sender: BUYER, bcs: PURCHASED_BCS }],
    });
  });

  it('reports an executed-but-failed transaction as failure', async () => {
    await expect(reader.getTransaction(FAILED_DIGEST)).resolves.toMatchObject({
      status: 'failure',
      sender: BUYER,
      balanceChanges: [{ address: BUYER, coinType: SUI_TYPE_ARG, amount: -2_000_000n }],
    });
  });

  it('reports an unknown digest as not-found', async () => {
    await expect(reader.getTransaction('11111111111111111111111111111111')).resolves.toEqual({
      digest: '11111111111111111111111111111111',
      status: 'not-found',
      sender: null,
      balanceChanges: [],
      changedObjects: [],
      objectTypes: {},
      events: [],
    });
  });

  it('reads the default name, whatever the address form', async () => {
    await expect(reader.defaultName(BUYER)).resolves.toBe('striker.sui');
    await expect(reader.defaultName('0xB0B')).resolves.toBe('striker.sui');
  });

  it('gives null for an address without a name', async () => {
    await expect(reader.defaultName(SELLER)).resolves.toBeNull();
  });
});

describe('GrpcChainReader.verifyPersonalMessage', () => {
  // Ed25519 verifies locally, so the node behind this URL is never called.
  const reader = new GrpcChainReader({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' });
  const keypair = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
  const message = new TextEncoder().encode('Sign in to FantasyFootball\nnonce=abc123');
  let signature: string;

  beforeAll(async () => {
    ({ signature } = await keypair.signPersonalMessage(message));
  });

  it('accepts the signer', async () => {
    await expect(reader.verifyPersonalMessage(message, signature, keypair.toSuiAddress())).resolves.toBe(
      true,
    );
  });

  it('accepts the signer address in upper case', async () => {
    const upper = `0x${keypair.toSuiAddress().slice(2).toUpperCase()}`;
    await expect(reader.verifyPersonalMessage(message, signature, upper)).resolves.toBe(true);
  });

  it('rejects a tampered message', async () => {
    const tampered = new TextEncoder().encode('Sign in to FantasyFootball\nnonce=abc124');
    await expect(reader.verifyPersonalMessage(tampered, signature, keypair.toSuiAddress())).resolves.toBe(
      false,
    );
  });

  it('rejects another address', async () => {
    await expect(reader.verifyPersonalMessage(message, signature, BUYER)).resolves.toBe(false);
  });

  it('rejects a malformed signature', async () => {
    await expect(
      reader.verifyPersonalMessage(message, 'not-a-signature', keypair.toSuiAddress()),
    ).resolves.toBe(false);
  });
});
