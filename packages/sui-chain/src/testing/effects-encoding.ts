import { bcs } from '@mysten/sui/bcs';
import { GrpcTypes } from '@mysten/sui/grpc';
import { fakeDigest, type StoredOwner } from './fake-state';
import { toProtoOwner } from './proto-mapping';
import { type ExecutionFailure, type ExecutionOutcome, FAKE_GAS } from './ptb-execution';

// Effects of an executed transaction in both encodings the SDK reads: the protobuf message of
// the gRPC API, and the chain's BCS `TransactionEffects::V2` (carried in it as `effects.bcs`, and
// what a wallet hands to dapp-kit-core, which parses it).

type BcsOwner = Parameters<typeof bcs.Owner.serialize>[0];
type BcsEffectsV2 = Extract<Parameters<typeof bcs.TransactionEffects.serialize>[0], { V2: unknown }>['V2'];

function bcsOwner(owner: StoredOwner): BcsOwner {
  switch (owner.kind) {
    case 'address':
      return { AddressOwner: owner.address };
    case 'object':
      return { ObjectOwner: owner.parentId };
    case 'shared':
      return { Shared: { initialSharedVersion: owner.initialVersion } };
    case 'immutable':
      return { Immutable: true };
  }
}

function failureDescription(failure: ExecutionFailure): string {
  return failure.kind === 'MoveAbort'
    ? `MoveAbort in ${failure.command + 1}${['st', 'nd', 'rd'][failure.command] ?? 'th'} command, abort code: ${failure.abortCode}, in '${failure.packageId}::${failure.module}::${failure.functionName}'`
    : `InsufficientCoinBalance in command ${failure.command}`;
}

function protoStatus(failure: ExecutionFailure | null): GrpcTypes.ExecutionStatus {
  if (!failure) return { success: true };
  const { ExecutionError_ExecutionErrorKind: Kind } = GrpcTypes;
  if (failure.kind === 'InsufficientCoinBalance') {
    return {
      success: false,
      error: {
        description: failureDescription(failure),
        command: BigInt(failure.command),
        kind: Kind.INSUFFICIENT_COIN_BALANCE,
        errorDetails: { oneofKind: undefined },
      },
    };
  }
  return {
    success: false,
    error: {
      description: failureDescription(failure),
      command: BigInt(failure.command),
      kind: Kind.MOVE_ABORT,
      errorDetails: {
        oneofKind: 'abort',
        abort: {
          abortCode: failure.abortCode,
          location: {
            package: failure.packageId,
            module: failure.module,
            function: 0,
            instruction: 0,
            functionName: failure.functionName,
          },
        },
      },
    },
  };
}

function bcsStatus(failure: ExecutionFailure | null): BcsEffectsV2['status'] {
  if (!failure) return { Success: true };
  const error =
    failure.kind === 'InsufficientCoinBalance'
      ? { InsufficientCoinBalance: true as const }
      : {
          MoveAbort: [
            {
              module: { address: failure.packageId, name: failure.module },
              function: 0,
              instruction: 0,
              functionName: failure.functionName,
            },
            failure.abortCode,
          ] as const,
        };
  return { Failure: { error, command: BigInt(failure.command) } };
}

export interface EncodedEffects {
  proto: GrpcTypes.TransactionEffects;
  bcs: Uint8Array;
}

export function encodeEffects(outcome: ExecutionOutcome, digest: string, epoch: bigint): EncodedEffects {
  const version = outcome.lamportVersion;
  const eventsDigest = outcome.events.length > 0 ? fakeDigest(digest, 'events') : undefined;
  const changes = outcome.changes.map((change) => ({
    ...change,
    inputDigest: change.before?.digest,
    outputDigest: change.after ? fakeDigest(change.objectId, version) : undefined,
  }));
  const gasUsed = { ...FAKE_GAS, nonRefundableStorageFee: 0n };
  const {
    ChangedObject_InputObjectState: In,
    ChangedObject_OutputObjectState: Out,
    ChangedObject_IdOperation: Id,
  } = GrpcTypes;
  const protoChanges: GrpcTypes.ChangedObject[] = changes.map((change) => ({
    objectId: change.objectId,
    inputState: change.before ? In.EXISTS : In.DOES_NOT_EXIST,
    inputVersion: change.before?.version,
    inputDigest: change.inputDigest,
    inputOwner: change.before ? toProtoOwner(change.before.owner) : undefined,
    outputState: change.after ? Out.OBJECT_WRITE : Out.DOES_NOT_EXIST,
    outputVersion: change.after ? version : undefined,
    outputDigest: change.outputDigest,
    outputOwner: change.after ? toProtoOwner(change.after.owner) : undefined,
    idOperation: { None: Id.NONE, Created: Id.CREATED, Deleted: Id.DELETED }[change.idOperation],
    objectType: change.type,
  }));
  const gasObjectIndex = changes.findIndex((change) => change.objectId === outcome.gasObjectId);
  const bcsBytes = bcs.TransactionEffects.serialize({
    V2: {
      status: bcsStatus(outcome.failure),
      executedEpoch: epoch,
      gasUsed,
      transactionDigest: digest,
      gasObjectIndex,
      eventsDigest: eventsDigest ?? null,
      dependencies: [],
      lamportVersion: version,
      changedObjects: changes.map((change) => [
        change.objectId,
        {
          inputState: change.before
            ? { Exist: [[change.before.version, change.before.digest], bcsOwner(change.before.owner)] }
            : { NotExist: true },
          outputState:
            change.after && change.outputDigest
              ? { ObjectWrite: [change.outputDigest, bcsOwner(change.after.owner)] }
              : { NotExist: true },
          idOperation: { [change.idOperation]: true } as
            { None: true } | { Created: true } | { Deleted: true },
        },
      ]),
      unchangedConsensusObjects: [],
      auxDataDigest: null,
    },
  }).toBytes();
  return {
    bcs: bcsBytes,
    proto: GrpcTypes.TransactionEffects.create({
      bcs: { name: 'TransactionEffects', value: bcsBytes },
      digest: fakeDigest(digest, 'effects'),
      version: 2,
      status: protoStatus(outcome.failure),
      epoch,
      gasUsed,
      transactionDigest: digest,
      gasObject: protoChanges[gasObjectIndex],
      eventsDigest,
      dependencies: [],
      lamportVersion: version,
      changedObjects: protoChanges,
      unchangedConsensusObjects: [],
    }),
  };
}
