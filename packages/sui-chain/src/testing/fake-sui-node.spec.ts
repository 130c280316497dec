import { ObjectError, TransactionError } from '@mysten/sui/client';
import { GrpcStatusCode, RpcError, SuiGrpcClient } from '@mysten/sui/grpc';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { FakeSuiNode } from './fake-sui-node';

// Protocol-level checks of the fake with the SDK's own client, in both gRPC-web encodings.
describe.each(['text', 'binary'] as const)('FakeSuiNode over gRPC-web %s', (format) => {
  const fake = new FakeSuiNode();
  let client: SuiGrpcClient;

  beforeAll(async () => {
    fake
      .addObject({ objectId: '0x1', owner: { kind: 'shared', initialVersion: 3n }, type: '0x2::m::T' })
      .useCollection({ packageId: '0xabc', marketId: '0x3a7' })
      .mintCard({ cardId: '0xc1', playerId: 'p1', owner: '0xb0b' })
      .mintCard({ cardId: '0xc2', playerId: 'p2', owner: '0xb0b' })
      .mintCard({ cardId: '0xc3', playerId: 'p3', owner: '0xa11ce' })
      .listCard({ listingId: '0x11', cardId: '0xc4', playerId: 'p4', price: 5n, seller: '0xa11ce' })
      .fund('0xb0b', 7_000_000_000n);
    client = new SuiGrpcClient({ network: 'localnet', baseUrl: await fake.start(), format });
  });

  afterAll(() => fake.stop());

  it('serves a seeded object with its owner kind', async () => {
    const { object } = await client.getObject({ objectId: '0x1' });
    expect(object.owner).toEqual({ $kind: 'Shared', Shared: { initialSharedVersion: '3' } });
    expect(object.type).toBe(`${normalizeSuiAddress('0x2')}::m::T`);
  });

  it('answers an unknown object with a per-object NOT_FOUND, as the node does', async () => {
    const error = await client.getObject({ objectId: '0x2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ObjectError);
    expect(error).toMatchObject({ code: 'notExists', reason: 'notFound' });
  });

  it('answers an unknown digest with NOT_FOUND', async () => {
    const error = await client
      .getTransaction({ digest: '11111111111111111111111111111111' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionError);
  });

  it('lists owned objects by type filter, page by page', async () => {
    const owner = normalizeSuiAddress('0xb0b');
    const first = await client.listOwnedObjects({ owner, type: '0xabc::player_card::PlayerCard', limit: 1 });
    expect(first.objects).toHaveLength(1);
    expect(first.hasNextPage).toBe(true);
    const second = await client.listOwnedObjects({ owner, type: '0xabc::player_card', cursor: first.cursor });
    expect(second.hasNextPage).toBe(false);
    expect([...first.objects, ...second.objects].map((o) => o.objectId)).toEqual([
      normalizeSuiAddress('0xc1'),
      normalizeSuiAddress('0xc2'),
    ]);
    const all = await client.listOwnedObjects({ owner });
    expect(all.objects).toHaveLength(3);
  });

  it('lists gas coins with their balance', async () => {
    const { objects } = await client.listCoins({ owner: normalizeSuiAddress('0xb0b') });
    expect(objects.map((c) => c.balance)).toEqual(['7000000000']);
  });

  it('lists a listing as a dynamic object field of the market, keyed by the card id', async () => {
    const { dynamicFields, hasNextPage } = await client.listDynamicFields({ parentId: '0x3a7' });
    expect(hasNextPage).toBe(false);
    expect(dynamicFields).toMatchObject([
      { $kind: 'DynamicObject', childId: normalizeSuiAddress('0x11'), name: { type: '0x2::object::ID' } },
    ]);
  });

  it('gives the reference gas price', async () => {
    await expect(client.getReferenceGasPrice()).resolves.toEqual({ referenceGasPrice: '1000' });
  });

  it('answers RPCs it does not fake with UNIMPLEMENTED', async () => {
    const error = await client.listBalances({ owner: normalizeSuiAddress('0xb0b') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: GrpcStatusCode[GrpcStatusCode.UNIMPLEMENTED] });
  });
});

describe('FakeSuiNode lifecycle', () => {
  it('answers a browser CORS preflight', async () => {
    const fake = new FakeSuiNode();
    const url = await fake.start();
    try {
      const response = await fetch(`${url}/sui.rpc.v2.LedgerService/GetTransaction`, { method: 'OPTIONS' });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-headers')).toContain('x-grpc-web');
    } finally {
      await fake.stop();
    }
  });

  it('has no url until started', () => {
    expect(() => new FakeSuiNode().url).toThrow('FakeSuiNode is not started');
  });
});

describe('FakeSuiNode control API', () => {
  const fake = new FakeSuiNode();
  let url: string;

  beforeAll(async () => {
    url = await fake.start();
  });

  afterAll(() => fake.stop());

  const seed = (body: unknown) =>
    fetch(`${url}/__fake/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('seeds a collection, cards, listings, funds and names over HTTP', async () => {
    const response = await seed({
      collection: { packageId: '0xabc', marketId: '0x3a7' },
      cards: [{ cardId: '0xc1', playerId: 'p1', owner: '0xb0b' }],
      listings: [
        { listingId: '0x11', cardId: '0xc2', playerId: 'p2', price: '1500000000', seller: '0xa11ce' },
      ],
      funds: [{ address: '0xb0b', mist: '5000000000' }],
      names: [{ address: '0xb0b', name: 'striker.sui' }],
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const client = new SuiGrpcClient({ network: 'localnet', baseUrl: url });
    const owner = normalizeSuiAddress('0xb0b');
    const { objects } = await client.listOwnedObjects({ owner });
    // listOwnedObjects gives the node's type formatting as is; normalize to compare.
    expect(objects.map((o) => normalizeStructTag(o.type)).sort()).toEqual([
      `${normalizeSuiAddress('0x2')}::coin::Coin<${normalizeSuiAddress('0x2')}::sui::SUI>`,
      `${normalizeSuiAddress('0xabc')}::player_card::PlayerCard`,
    ]);
    const { dynamicFields } = await client.listDynamicFields({ parentId: normalizeSuiAddress('0x3a7') });
    expect(dynamicFields.map((f) => f.childId)).toEqual([normalizeSuiAddress('0x11')]);
    await expect(client.defaultNameServiceName({ address: owner })).resolves.toEqual({
      data: { name: 'striker.sui' },
    });
  });

  it('answers an invalid seed with 400 and the reason', async () => {
    const response = await seed({ funds: [{ address: '0xb0b', mist: 5 }] });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ error: expect.stringContaining('mist') });
  });

  it('answers the browser preflight for the control API', async () => {
    const response = await fetch(`${url}/__fake/seed`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});
