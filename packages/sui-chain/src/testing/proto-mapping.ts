import { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeSuiAddress, parseStructTag } from '@mysten/sui/utils';
import { normalizeOwner, type StoredObject, type StoredOwner } from './fake-state';
import type { FakeEvent, FakeTransaction } from './fake-types';

// From the fake's state to the node's protobuf messages (the shapes the SDK decodes).

export function toProtoOwner(owner: StoredOwner): GrpcTypes.Owner {
  const { Owner, Owner_OwnerKind } = GrpcTypes;
  switch (owner.kind) {
    case 'address':
      return Owner.create({ kind: Owner_OwnerKind.ADDRESS, address: owner.address });
    case 'object':
      return Owner.create({ kind: Owner_OwnerKind.OBJECT, address: owner.parentId });
    case 'shared':
      return Owner.create({ kind: Owner_OwnerKind.SHARED, version: owner.initialVersion });
    case 'immutable':
      return Owner.create({ kind: Owner_OwnerKind.IMMUTABLE });
  }
}

export function toProtoObject(object: StoredObject): GrpcTypes.Object {
  return GrpcTypes.Object.create({
    objectId: object.objectId,
    version: object.version,
    digest: object.digest,
    owner: toProtoOwner(object.owner),
    objectType: object.type,
    contents: object.content && { name: object.type, value: object.content },
    balance: object.balance,
    previousTransaction: object.previousTransaction,
  });
}

export function toProtoEvent(event: FakeEvent): GrpcTypes.Event {
  const tag = parseStructTag(event.type);
  return GrpcTypes.Event.create({
    packageId: normalizeSuiAddress(tag.address),
    module: tag.module,
    sender: normalizeSuiAddress(event.sender),
    eventType: event.type,
    contents: { name: event.type, value: event.bcs },
  });
}

const ID_OPERATIONS = {
  Created: GrpcTypes.ChangedObject_IdOperation.CREATED,
  Deleted: GrpcTypes.ChangedObject_IdOperation.DELETED,
  None: GrpcTypes.ChangedObject_IdOperation.NONE,
};

/** A seeded transaction (`addTransaction`): only what the readers look at. */
export function seededTransaction(tx: FakeTransaction): GrpcTypes.ExecutedTransaction {
  const objectTypes = new Map(
    Object.entries(tx.objectTypes ?? {}).map(([id, type]) => [normalizeSuiAddress(id), type]),
  );
  const status =
    tx.status === 'success'
      ? { success: true }
      : {
          success: false,
          error: {
            description: 'MoveAbort in command 0',
            kind: GrpcTypes.ExecutionError_ExecutionErrorKind.MOVE_ABORT,
            command: 0n,
            errorDetails: { oneofKind: 'abort' as const, abort: { abortCode: 1n } },
          },
        };
  return GrpcTypes.ExecutedTransaction.create({
    digest: tx.digest,
    transaction: {
      digest: tx.digest,
      sender: normalizeSuiAddress(tx.sender),
      // The SDK only maps programmable transactions; an empty one is enough for reads.
      kind: {
        kind: GrpcTypes.TransactionKind_Kind.PROGRAMMABLE_TRANSACTION,
        data: { oneofKind: 'programmableTransaction', programmableTransaction: { inputs: [], commands: [] } },
      },
    },
    effects: {
      transactionDigest: tx.digest,
      status,
      changedObjects: (tx.changedObjects ?? []).map((change) => {
        const objectId = normalizeSuiAddress(change.objectId);
        return {
          objectId,
          outputOwner:
            change.outputOwner === null ? undefined : toProtoOwner(normalizeOwner(change.outputOwner)),
          idOperation: ID_OPERATIONS[change.idOperation],
          objectType: objectTypes.get(objectId),
        };
      }),
    },
    events: { events: (tx.events ?? []).map(toProtoEvent) },
    balanceChanges: (tx.balanceChanges ?? []).map((change) => ({
      address: normalizeSuiAddress(change.address),
      coinType: change.coinType,
      amount: change.amount.toString(),
    })),
  });
}
