import { createHash } from 'node:crypto';
import type { GrpcTypes } from '@mysten/sui/grpc';
import { bcs } from '@mysten/sui/bcs';
import { normalizeSuiAddress, toBase58 } from '@mysten/sui/utils';
import type { FakeCollection, FakeOwner } from './fake-types';

export type StoredOwner =
  | { kind: 'address'; address: string }
  | { kind: 'object'; parentId: string }
  | { kind: 'shared'; initialVersion: bigint }
  | { kind: 'immutable' };

export interface StoredObject {
  /** Normalized. */
  objectId: string;
  owner: StoredOwner;
  type: string;
  version: bigint;
  digest: string;
  content?: Uint8Array;
  /** Set for `Coin<SUI>` objects (gas coins); `content` is kept in step. */
  balance?: bigint;
  previousTransaction?: string;
}

/** A dynamic *object* field: the field object belongs to the parent and owns the child. */
export interface DynamicObjectField {
  fieldId: string;
  parentId: string;
  /** Key type (unwrapped), e.g. `0x2::object::ID`, and the key's BCS. */
  nameType: string;
  nameBcs: Uint8Array;
  childId: string;
}

export const SUI_COIN_TYPE = '0x2::coin::Coin<0x2::sui::SUI>';
export const SUI_TYPE = '0x2::sui::SUI';
export const DYNAMIC_OBJECT_FIELD_TYPE =
  '0x2::dynamic_field::Field<0x2::dynamic_object_field::Wrapper<0x2::object::ID>,0x2::object::ID>';

const Coin = bcs.struct('Coin', { id: bcs.Address, balance: bcs.u64() });

export function normalizeOwner(owner: FakeOwner): StoredOwner {
  if (typeof owner === 'string') return { kind: 'address', address: normalizeSuiAddress(owner) };
  switch (owner.kind) {
    case 'object':
      return { kind: 'object', parentId: normalizeSuiAddress(owner.parentId) };
    case 'shared':
      return { kind: 'shared', initialVersion: owner.initialVersion ?? 1n };
    case 'immutable':
      return owner;
  }
}

/** A 32-byte base58 digest, as the chain's object/transaction digests are (the BCS requires it). */
export function fakeDigest(...parts: (string | bigint)[]): string {
  return toBase58(createHash('sha256').update(parts.join(':')).digest());
}

export function coinContent(objectId: string, balance: bigint): Uint8Array {
  return Coin.serialize({ id: objectId, balance }).toBytes();
}

/** The fake chain's whole state: objects, dynamic object fields, executed transactions, names, zkLogins. */
export class FakeChainState {
  readonly objects = new Map<string, StoredObject>();
  readonly fields = new Map<string, DynamicObjectField>();
  readonly transactions = new Map<string, GrpcTypes.ExecutedTransaction>();
  readonly names = new Map<string, string>();
  /** zkLogin addresses whose proofs the fake treats as valid (it cannot check Groth16 proofs). */
  readonly acceptedZkLogins = new Set<string>();
  readonly epoch = 1n;
  readonly referenceGasPrice = 1000n;
  collection: FakeCollection | undefined;
  private idCounter = 0;

  putObject(object: Omit<StoredObject, 'digest' | 'objectId'> & { objectId: string }): StoredObject {
    const objectId = normalizeSuiAddress(object.objectId);
    const stored = { ...object, objectId, digest: fakeDigest(objectId, object.version) };
    this.objects.set(objectId, stored);
    return stored;
  }

  getObject(objectId: string): StoredObject | undefined {
    return this.objects.get(normalizeSuiAddress(objectId));
  }

  deleteObject(objectId: string): void {
    this.objects.delete(normalizeSuiAddress(objectId));
  }

  /** A fresh object id for objects the fake creates (coins, fields). */
  newObjectId(): string {
    this.idCounter += 1;
    return normalizeSuiAddress(`0xfa4e${this.idCounter.toString(16).padStart(8, '0')}`);
  }

  addressObjects(address: string): StoredObject[] {
    const owner = normalizeSuiAddress(address);
    return [...this.objects.values()].filter((o) => o.owner.kind === 'address' && o.owner.address === owner);
  }

  fieldsOf(parentId: string): DynamicObjectField[] {
    const parent = normalizeSuiAddress(parentId);
    return [...this.fields.values()].filter((field) => field.parentId === parent);
  }

  fieldOfChild(childId: string): DynamicObjectField | undefined {
    const child = normalizeSuiAddress(childId);
    return [...this.fields.values()].find((field) => field.childId === child);
  }

  suiCoinsOf(address: string): StoredObject[] {
    return this.addressObjects(address).filter((o) => o.balance !== undefined);
  }
}
