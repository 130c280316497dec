import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { computeZkLoginAddressFromSeed, genAddressSeed, getZkLoginSignature } from '@mysten/sui/zklogin';

// A zkLogin account built with the SDK's own helpers, as a wallet such as Slush (Google login) signs:
// the ephemeral key signs, and the signature is wrapped with the proof inputs and max epoch.

const GOOGLE_ISS = 'https://accounts.google.com';
const CLIENT_ID = 'fantasy-football.apps.googleusercontent.com';
const HEADER = { alg: 'RS256', kid: 'fake-kid', typ: 'JWT' };
// Well-formed but meaningless: neither the SDK nor the fake node checks the Groth16 proof.
const PROOF_POINTS = {
  a: ['1', '2', '1'],
  b: [
    ['1', '2'],
    ['3', '4'],
    ['1', '0'],
  ],
  c: ['5', '6', '1'],
};

export interface ZkLoginTestWalletOptions {
  /** The JWT subject (the Google account); with the salt it fixes the address. */
  sub: string;
  salt?: bigint;
  maxEpoch?: number;
  ephemeral?: Ed25519Keypair;
}

export interface ZkLoginTestWallet {
  address: string;
  ephemeral: Ed25519Keypair;
  /** Wraps an ephemeral signature (base64, any intent) into a zkLogin signature. */
  wrap(userSignature: string): string;
  signPersonalMessage(message: Uint8Array): Promise<string>;
}

/** The JWT's `"iss":"…",` claim as the proof inputs carry it: base64url from a 4-aligned offset. */
function issBase64Details(iss: string) {
  return { value: Buffer.from(`"iss":"${iss}",`).toString('base64url'), indexMod4: 0 };
}

export function zkLoginTestWallet({
  sub,
  salt = 42n,
  maxEpoch = 10,
  ephemeral = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(3)),
}: ZkLoginTestWalletOptions): ZkLoginTestWallet {
  const addressSeed = genAddressSeed(salt, 'sub', sub, CLIENT_ID);
  const inputs = {
    proofPoints: PROOF_POINTS,
    issBase64Details: issBase64Details(GOOGLE_ISS),
    headerBase64: Buffer.from(JSON.stringify(HEADER)).toString('base64url'),
    addressSeed: addressSeed.toString(),
  };
  const wrap = (userSignature: string) => getZkLoginSignature({ inputs, maxEpoch, userSignature });
  return {
    address: computeZkLoginAddressFromSeed(addressSeed, GOOGLE_ISS, false),
    ephemeral,
    wrap,
    signPersonalMessage: async (message) => wrap((await ephemeral.signPersonalMessage(message)).signature),
  };
}
