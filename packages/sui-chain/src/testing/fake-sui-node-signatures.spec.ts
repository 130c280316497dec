import { GrpcStatusCode, RpcError, SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { FakeSuiNode } from './fake-sui-node';
import { zkLoginTestWallet } from './zklogin-test-wallet';

// VerifySignature as the SDK calls it for zkLogin (client.core.verifyZkLoginSignature), in both encodings.
describe.each(['text', 'binary'] as const)('FakeSuiNode VerifySignature over gRPC-web %s', (format) => {
  const fake = new FakeSuiNode();
  const accepted = zkLoginTestWallet({ sub: 'google-sub-ann' });
  const unknown = zkLoginTestWallet({ sub: 'google-sub-bob' });
  const message = new TextEncoder().encode('link this wallet');
  let client: SuiGrpcClient;

  beforeAll(async () => {
    fake.acceptZkLogin(accepted.address.toUpperCase().replace('0X', '0x'));
    client = new SuiGrpcClient({ network: 'localnet', baseUrl: await fake.start(), format });
  });

  afterAll(() => fake.stop());

  const verify = async (signature: string, address: string, bytes = message) =>
    client.core.verifyZkLoginSignature({
      bytes: toBase64(bytes),
      signature,
      intentScope: 'PersonalMessage',
      address,
    });

  it('accepts a signature for an address seeded with acceptZkLogin', async () => {
    const signature = await accepted.signPersonalMessage(message);
    await expect(verify(signature, accepted.address)).resolves.toEqual({ success: true, errors: [] });
  });

  it('accepts a transaction signature for that address', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const signature = accepted.wrap((await accepted.ephemeral.signTransaction(bytes)).signature);
    const result = await client.core.verifyZkLoginSignature({
      bytes: toBase64(bytes),
      signature,
      intentScope: 'TransactionData',
      address: accepted.address,
    });
    expect(result.success).toBe(true);
  });

  it('refuses an address that was not seeded, with the reason', async () => {
    const signature = await unknown.signPersonalMessage(message);
    await expect(verify(signature, unknown.address)).resolves.toEqual({
      success: false,
      errors: [`zkLogin proof for ${unknown.address} not accepted (fake node: seed it with acceptZkLogin)`],
    });
  });

  it('refuses when the address is not the one derived from the signature', async () => {
    const signature = await accepted.signPersonalMessage(message);
    const result = await verify(signature, normalizeSuiAddress('0xb0b'));
    expect(result.success).toBe(false);
    expect(result.errors[0]).toMatch(/^zkLogin address 0x[0-9a-f]{64} does not match 0x0+b0b$/);
  });

  it('refuses when the ephemeral key signed another message', async () => {
    const signature = await accepted.signPersonalMessage(new TextEncoder().encode('something else'));
    await expect(verify(signature, accepted.address)).resolves.toEqual({
      success: false,
      errors: ['ephemeral signature is not valid for the message'],
    });
  });

  it('refuses when the max epoch is before the current epoch', async () => {
    const expired = zkLoginTestWallet({ sub: 'google-sub-ann', maxEpoch: 0 });
    const result = await verify(await expired.signPersonalMessage(message), expired.address);
    expect(result).toEqual({
      success: false,
      errors: ['zkLogin signature expired at epoch 0, current epoch 1'],
    });
  });

  it('answers UNIMPLEMENTED for schemes the SDK verifies locally', async () => {
    const keypair = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
    const { signature } = await keypair.signPersonalMessage(message);
    const error = await verify(signature, keypair.toSuiAddress()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: GrpcStatusCode[GrpcStatusCode.UNIMPLEMENTED] });
  });
});
