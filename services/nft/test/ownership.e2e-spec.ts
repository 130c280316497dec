import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { graphqlRequest } from '@sfl/testing';
import type request from 'supertest';
import { types } from './chain-fixtures';
import { randomId, startNftTestApp, TEST_COLLECTION, type NftTestApp } from './nft-test-app';
import { verifyOwnershipOperation } from './operations/nft.operations';

const wallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
const otherWallet = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(9)).toSuiAddress();
const ann = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';

describe('nft subgraph: verifyNftOwnership', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp();
  });
  afterAll(() => t.close());

  const errorOf = (res: request.Response) =>
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> };
  const verify = (input: { userAddress: string; tokenId: string; contractAddress?: string }, userId = ann) =>
    graphqlRequest(
      t.server,
      verifyOwnershipOperation({ contractAddress: TEST_COLLECTION.packageId, ...input }),
      { userId },
    );
  const isValid = async (input: { userAddress: string; tokenId: string; contractAddress?: string }) => {
    const res = await verify(input);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.verifyNftOwnership.isValid as boolean;
  };
  const mintedCard = (owner = wallet) => {
    const cardId = randomId();
    t.node.mintCard({ cardId, playerId: 'player-1', owner });
    return cardId;
  };

  it('should answer true when the wallet owns the card right now', async () => {
    expect(await isValid({ userAddress: wallet, tokenId: mintedCard() })).toBe(true);
  });

  it('should accept the addresses when written in upper-case hex', async () => {
    const cardId = mintedCard();
    expect(
      await isValid({
        userAddress: wallet.toUpperCase().replace('0X', '0x'),
        tokenId: cardId.toUpperCase().replace('0X', '0x'),
        contractAddress: TEST_COLLECTION.packageId.toUpperCase().replace('0X', '0x'),
      }),
    ).toBe(true);
  });

  it('should answer false when another wallet owns the card', async () => {
    expect(await isValid({ userAddress: wallet, tokenId: mintedCard(otherWallet) })).toBe(false);
  });

  it('should answer false when the object is not a player card of the collection', async () => {
    const objectId = randomId();
    t.node.addObject({ objectId, owner: wallet, type: `${randomId()}::player_card::PlayerCard` });
    expect(await isValid({ userAddress: wallet, tokenId: objectId })).toBe(false);
  });

  it('should answer false when contractAddress is another package', async () => {
    expect(await isValid({ userAddress: wallet, tokenId: mintedCard(), contractAddress: randomId() })).toBe(
      false,
    );
  });

  it('should answer false when the object does not exist', async () => {
    expect(await isValid({ userAddress: wallet, tokenId: randomId() })).toBe(false);
  });

  it('should answer false when the card is not owned by an address (e.g. in a kiosk)', async () => {
    const objectId = randomId();
    t.node.addObject({ objectId, owner: { kind: 'object', parentId: wallet }, type: types.card });
    expect(await isValid({ userAddress: wallet, tokenId: objectId })).toBe(false);
  });

  it('should refuse when nobody is signed in', async () => {
    const res = await graphqlRequest(
      t.server,
      verifyOwnershipOperation({
        userAddress: wallet,
        tokenId: mintedCard(),
        contractAddress: TEST_COLLECTION.packageId,
      }),
    );
    expect(errorOf(res)).toMatchObject({
      message: 'Sign in first',
      extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' },
    });
  });

  it.each([
    ['userAddress', { userAddress: '0x123', tokenId: randomId() }],
    ['tokenId', { userAddress: wallet, tokenId: 'card-1' }],
    ['contractAddress', { userAddress: wallet, tokenId: randomId(), contractAddress: `0x${'g'.repeat(64)}` }],
  ])('should answer BAD_USER_INPUT when %s is not a Sui address', async (field, input) => {
    const res = await verify(input);
    expect(errorOf(res)).toEqual({
      message: `${field} must be a Sui address: 0x and 64 hex digits`,
      path: ['verifyNftOwnership'],
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_ADDRESS' },
    });
  });
});

describe('nft subgraph: verifyNftOwnership when the collection is not deployed', () => {
  let t: NftTestApp;

  beforeAll(async () => {
    t = await startNftTestApp(null);
  });
  afterAll(() => t.close());

  it('should answer false without reading the chain', async () => {
    const res = await graphqlRequest(
      t.server,
      verifyOwnershipOperation({ userAddress: wallet, tokenId: randomId(), contractAddress: randomId() }),
      { userId: ann },
    );
    expect(res.body.data.verifyNftOwnership).toEqual({ isValid: false });
  });
});
