import { GrpcTypes } from '@mysten/sui/grpc';
import { TransactionDataBuilder } from '@mysten/sui/transactions';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { verifyTransactionSignature } from '@mysten/sui/verify';
import { encodeEffects } from './effects-encoding';
import { type FakeChainState, SUI_TYPE } from './fake-state';
import { GRPC_STATUS, GrpcStatusError } from './grpc-web';
import { toProtoEvent } from './proto-mapping';
import { toProtoTransaction } from './ptb-conversion';
import { commitOutcome, executeTransaction, FAKE_NET_GAS } from './ptb-execution';
import { type Route, unary } from './rpc-route';

// TransactionExecutionService: SimulateTransaction (what Transaction.build calls to resolve inputs
// and gas) and ExecuteTransaction (signature checked, market rules applied, recorded for GetTransaction).

const DEFAULT_BUDGET = 5n * FAKE_NET_GAS;
const ZERO_ADDRESS = normalizeSuiAddress('0x0');

function invalid(message: string): never {
  throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, message);
}

function parseTransactionBytes(bytes: Uint8Array) {
  try {
    return TransactionDataBuilder.fromBytes(bytes).snapshot();
  } catch (error) {
    return invalid(`malformed transaction bytes: ${String(error)}`);
  }
}

/** Unresolved object inputs (`tx.object(id)`) become owned or shared references, as the node does. */
function resolveInput(state: FakeChainState, input: GrpcTypes.Input): GrpcTypes.Input {
  const { Input_InputKind } = GrpcTypes;
  if (input.kind !== undefined && input.kind !== Input_InputKind.INPUT_KIND_UNKNOWN) return input;
  const object = input.objectId ? state.getObject(input.objectId) : undefined;
  if (!object) return invalid(`Could not find the referenced object ${input.objectId}`);
  if (object.owner.kind === 'shared') {
    return {
      kind: Input_InputKind.SHARED,
      objectId: object.objectId,
      version: object.owner.initialVersion,
      mutable: input.mutable ?? true,
    };
  }
  return {
    kind: Input_InputKind.IMMUTABLE_OR_OWNED,
    objectId: object.objectId,
    version: object.version,
    digest: object.digest,
  };
}

function resolveTransaction(
  state: FakeChainState,
  req: GrpcTypes.SimulateTransactionRequest,
): GrpcTypes.Transaction {
  const given = req.transaction;
  if (!given) return invalid('missing transaction');
  const bytes = given.bcs?.value;
  const tx = bytes
    ? toProtoTransaction(
        parseTransactionBytes(bytes),
        bytes,
        TransactionDataBuilder.getDigestFromBytes(bytes),
      )
    : GrpcTypes.Transaction.create(given);
  const data = tx.kind?.data;
  if (data?.oneofKind === 'programmableTransaction') {
    data.programmableTransaction.inputs = data.programmableTransaction.inputs.map((i) =>
      resolveInput(state, i),
    );
  }
  const sender = tx.sender ? normalizeSuiAddress(tx.sender) : ZERO_ADDRESS;
  if (req.doGasSelection && sender !== ZERO_ADDRESS) {
    const owner = normalizeSuiAddress(tx.gasPayment?.owner ?? sender);
    const coins = state.suiCoinsOf(owner);
    if (coins.length === 0) invalid(`No gas coins owned by ${owner}`);
    tx.gasPayment = {
      objects: tx.gasPayment?.objects.length
        ? tx.gasPayment.objects
        : coins.map((coin) => ({ objectId: coin.objectId, version: coin.version, digest: coin.digest })),
      owner,
      price: tx.gasPayment?.price ?? state.referenceGasPrice,
      budget: tx.gasPayment?.budget ?? DEFAULT_BUDGET,
    };
  }
  tx.expiration ??= { kind: GrpcTypes.TransactionExpiration_TransactionExpirationKind.NONE };
  return tx;
}

function simulate(state: FakeChainState, req: GrpcTypes.SimulateTransactionRequest) {
  const transaction = resolveTransaction(state, req);
  const checked =
    req.checks !== GrpcTypes.SimulateTransactionRequest_TransactionChecks.DISABLED &&
    transaction.sender !== undefined &&
    normalizeSuiAddress(transaction.sender) !== ZERO_ADDRESS;
  // A dry run on the current state, as the node's simulation: a failing buy fails here already.
  const effects = checked
    ? encodeEffects(executeTransaction(state, transaction), '11111111111111111111111111111111', state.epoch)
        .proto
    : GrpcTypes.TransactionEffects.create({ status: { success: true }, epoch: state.epoch });
  return GrpcTypes.SimulateTransactionResponse.create({
    transaction: {
      transaction,
      effects: { ...effects, bcs: undefined, transactionDigest: transaction.digest },
    },
    commandOutputs: [],
  });
}

async function verifySignatures(bytes: Uint8Array, signatures: GrpcTypes.UserSignature[], sender: string) {
  for (const signature of signatures) {
    const value = signature.bcs?.value;
    if (!value) continue;
    try {
      await verifyTransactionSignature(bytes, toBase64(value), { address: sender });
      return;
    } catch {
      // try the next one; none valid for the sender is an error below
    }
  }
  invalid(`Invalid user signature: no valid signature of sender ${sender}`);
}

async function execute(state: FakeChainState, req: GrpcTypes.ExecuteTransactionRequest) {
  const bytes = req.transaction?.bcs?.value;
  if (!bytes) return invalid('missing transaction bcs');
  const data = parseTransactionBytes(bytes);
  if (!data.sender) return invalid('missing sender');
  await verifySignatures(bytes, req.signatures, normalizeSuiAddress(data.sender));
  const digest = TransactionDataBuilder.getDigestFromBytes(bytes);
  // Executing the same signed transaction again returns the first result, like the node.
  const known = state.transactions.get(digest);
  if (known) return GrpcTypes.ExecuteTransactionResponse.create({ transaction: known });

  const transaction = toProtoTransaction(data, bytes, digest);
  const outcome = executeTransaction(state, transaction);
  const effects = encodeEffects(outcome, digest, state.epoch);
  commitOutcome(state, outcome, digest);
  const executed = GrpcTypes.ExecutedTransaction.create({
    digest,
    transaction,
    signatures: req.signatures,
    effects: effects.proto,
    events: { digest: effects.proto.eventsDigest, events: outcome.events.map(toProtoEvent) },
    balanceChanges: [...outcome.balanceChanges].map(([address, amount]) => ({
      address,
      coinType: SUI_TYPE,
      amount: amount.toString(),
    })),
    checkpoint: BigInt(state.transactions.size + 1),
    timestamp: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
  });
  state.transactions.set(digest, executed);
  return GrpcTypes.ExecuteTransactionResponse.create({ transaction: executed });
}

export function transactionRoutes(state: FakeChainState): Route[] {
  const T = GrpcTypes;
  return [
    unary(
      T.TransactionExecutionService,
      'SimulateTransaction',
      T.SimulateTransactionRequest,
      T.SimulateTransactionResponse,
      (req) => simulate(state, req),
    ),
    unary(
      T.TransactionExecutionService,
      'ExecuteTransaction',
      T.ExecuteTransactionRequest,
      T.ExecuteTransactionResponse,
      (req) => execute(state, req),
    ),
  ];
}
