import { ObjectError, TransactionError } from '@mysten/sui/client';
import { GrpcStatusCode, RpcError, SuiGrpcClient } from '@mysten/sui/grpc';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { FakeSuiNode } from './fake-sui-node';

// Protocol-level checks of the fake with the SDK's own client, in both gRPC-web encodings.
describe.each(['text', 'binary'] as const)('FakeSuiNode over gRPC-web %s', (format) => {
  const fake = new FakeSuiNode();
  let client: SuiGrpcClient;

  beforeAll(async () => {
    fake.addObject({ objectId: '0x1', owner: { kind: 'shared', initialVersion: 3n }, type: '0x2::m::T' });
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

  it('answers RPCs it does not fake with UNIMPLEMENTED', async () => {
    const error = await client.getReferenceGasPrice().catch((e: unknown) => e);
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
