import { bcs } from '@mysten/sui/bcs';
import { parseSerializedSignature } from '@mysten/sui/cryptography';
import { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { isValidPersonalMessageSignature, isValidTransactionSignature } from '@mysten/sui/verify';
import { computeZkLoginAddressFromSeed } from '@mysten/sui/zklogin';
import type { FakeChainState } from './fake-state';
import { GRPC_STATUS, GrpcStatusError } from './grpc-web';
import { type Route, unary } from './rpc-route';

// SignatureVerificationService/VerifySignature, which the SDK calls only for zkLogin signatures (other
// schemes verify locally). The fake checks what it can for real (the address derived from iss and
// address seed, max epoch, the ephemeral key's signature over the intent message) and takes the
// Groth16 proof and the provider's JWK on trust for addresses seeded with `acceptZkLogin`.

type Scope = 'PersonalMessage' | 'TransactionData';
type ZkLogin = Extract<
  ReturnType<typeof parseSerializedSignature>,
  { signatureScheme: 'ZkLogin' }
>['zkLogin'];

function invalidArgument(message: string): never {
  throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, message);
}

function scopeOf(name: string | undefined): Scope {
  if (name === 'PersonalMessage' || name === 'TransactionData') return name;
  return invalidArgument(`unsupported message type ${name}: PersonalMessage or TransactionData`);
}

function zkLoginOf(signature: Uint8Array): ZkLogin {
  let parsed: ReturnType<typeof parseSerializedSignature>;
  try {
    parsed = parseSerializedSignature(toBase64(signature));
  } catch (error) {
    return invalidArgument(`malformed signature: ${String(error)}`);
  }
  if (parsed.signatureScheme !== 'ZkLogin') {
    // The SDK verifies these locally; a call here means new code the fake should learn about.
    throw new GrpcStatusError(
      GRPC_STATUS.UNIMPLEMENTED,
      `the fake verifies only zkLogin, not ${parsed.signatureScheme}`,
    );
  }
  return parsed.zkLogin;
}

/** The ephemeral key's signature over the same intent message a plain signature would cover. */
async function ephemeralSignatureIsValid(scope: Scope, value: Uint8Array, userSignature: Uint8Array) {
  const signature = toBase64(userSignature);
  try {
    return scope === 'PersonalMessage'
      ? await isValidPersonalMessageSignature(bcs.byteVector().parse(value), signature)
      : await isValidTransactionSignature(value, signature);
  } catch {
    // e.g. a zkLogin signature nested as the ephemeral one, which needs a node to check.
    return false;
  }
}

/** Why the fake refuses the signature, or undefined when it accepts it. */
async function refusal(state: FakeChainState, request: GrpcTypes.VerifySignatureRequest) {
  const scope = scopeOf(request.message?.name);
  const value = request.message?.value ?? invalidArgument('missing message');
  const zkLogin = zkLoginOf(request.signature?.bcs?.value ?? invalidArgument('missing signature bcs'));
  // Current and legacy derivations, as the SDK's verifyAddress accepts both.
  const derived = [false, true].map((legacy) =>
    computeZkLoginAddressFromSeed(zkLogin.addressSeed, zkLogin.iss, legacy),
  );
  const claimed = request.address ? [normalizeSuiAddress(request.address)] : derived;
  const matching = claimed.filter((address) => derived.includes(address));
  if (matching.length === 0) return `zkLogin address ${derived[0]} does not match ${request.address}`;
  if (BigInt(zkLogin.maxEpoch) < state.epoch) {
    return `zkLogin signature expired at epoch ${zkLogin.maxEpoch}, current epoch ${state.epoch}`;
  }
  if (!(await ephemeralSignatureIsValid(scope, value, zkLogin.userSignature))) {
    return 'ephemeral signature is not valid for the message';
  }
  if (!matching.some((address) => state.acceptedZkLogins.has(address))) {
    return `zkLogin proof for ${matching[0]} not accepted (fake node: seed it with acceptZkLogin)`;
  }
  return undefined;
}

export function signatureRoutes(state: FakeChainState): Route[] {
  const T = GrpcTypes;
  return [
    unary(
      T.SignatureVerificationService,
      'VerifySignature',
      T.VerifySignatureRequest,
      T.VerifySignatureResponse,
      async (request) => {
        const reason = await refusal(state, request);
        return T.VerifySignatureResponse.create(reason ? { isValid: false, reason } : { isValid: true });
      },
    ),
  ];
}
