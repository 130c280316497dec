import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { GrpcChainReader } from './grpc-chain-reader';
import { FakeSuiNode } from './testing';
import { zkLoginTestWallet } from './testing/zklogin-test-wallet';

// zkLogin signatures (e.g. Slush with a Google login) are verified by the node: here the fake, which
// takes the proof on trust for the addresses it was seeded with.
describe('GrpcChainReader.verifyPersonalMessage with zkLogin', () => {
  const fake = new FakeSuiNode();
  const ann = zkLoginTestWallet({ sub: 'google-sub-ann' });
  const bob = zkLoginTestWallet({ sub: 'google-sub-bob', ephemeral: new Ed25519Keypair() });
  const stranger = zkLoginTestWallet({ sub: 'google-sub-stranger' });
  const message = new TextEncoder().encode('Sign in to FantasyFootball\nnonce=abc123');
  let reader: GrpcChainReader;
  let signature: string;

  beforeAll(async () => {
    fake.acceptZkLogin(ann.address).acceptZkLogin(bob.address);
    reader = new GrpcChainReader({ network: 'localnet', baseUrl: await fake.start() });
    signature = await ann.signPersonalMessage(message);
  });

  afterAll(() => fake.stop());

  it('accepts the zkLogin address when the node verifies the signature', async () => {
    await expect(reader.verifyPersonalMessage(message, signature, ann.address)).resolves.toBe(true);
  });

  it('accepts the zkLogin address in upper case', async () => {
    const upper = `0x${ann.address.slice(2).toUpperCase()}`;
    await expect(reader.verifyPersonalMessage(message, signature, upper)).resolves.toBe(true);
  });

  it('rejects when the node does not accept the zkLogin proof', async () => {
    const refused = await stranger.signPersonalMessage(message);
    await expect(reader.verifyPersonalMessage(message, refused, stranger.address)).resolves.toBe(false);
  });

  it('rejects a different address, even one the node accepts', async () => {
    await expect(reader.verifyPersonalMessage(message, signature, bob.address)).resolves.toBe(false);
    const ed25519 = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
    await expect(reader.verifyPersonalMessage(message, signature, ed25519)).resolves.toBe(false);
  });

  it('rejects a tampered message', async () => {
    const tampered = new TextEncoder().encode('Sign in to FantasyFootball\nnonce=abc124');
    await expect(reader.verifyPersonalMessage(tampered, signature, ann.address)).resolves.toBe(false);
  });

  it('rejects a signature past its max epoch', async () => {
    const expired = zkLoginTestWallet({ sub: 'google-sub-ann', maxEpoch: 0 });
    expect(expired.address).toBe(ann.address);
    const stale = await expired.signPersonalMessage(message);
    await expect(reader.verifyPersonalMessage(message, stale, ann.address)).resolves.toBe(false);
  });
});
