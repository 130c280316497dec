import { ObjectError, TransactionError } from '@mysten/sui/client';
import { GrpcStatusCode, RpcError, SuiGrpcClient } from '@mysten/sui/grpc';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { isValidPersonalMessageSignature } from '@mysten/sui/verify';
import type { ChainObject, ChainReader, ChainTransaction, ObjectOwnership } from './chain-reader';

export type SuiNetwork = 'mainnet' | 'testnet' | 'devnet' | 'localnet';

export interface GrpcChainReaderOptions {
  network: SuiNetwork;
  /** A full node serving gRPC-web, e.g. https://fullnode.mainnet.sui.io:443 or a FakeSuiNode's url. */
  baseUrl: string;
}

interface OwnerLike {
  $kind: string;
  AddressOwner?: string;
}

// Only a plain address owner counts: kiosk- or object-owned NFTs are not the user's to play.
function addressOwner(owner: OwnerLike | null): string | null {
  return owner?.$kind === 'AddressOwner' && owner.AddressOwner
    ? normalizeSuiAddress(owner.AddressOwner)
    : null;
}

function normalizeType(type: string): string {
  return type.includes('::') ? normalizeStructTag(type) : type;
}

function isNotFound(error: unknown): boolean {
  return error instanceof RpcError && error.code === GrpcStatusCode[GrpcStatusCode.NOT_FOUND];
}

export class GrpcChainReader implements ChainReader {
  private readonly client: SuiGrpcClient;

  constructor(options: GrpcChainReaderOptions) {
    this.client = new SuiGrpcClient({ network: options.network, baseUrl: options.baseUrl });
  }

  async getObjectOwnership(objectId: string): Promise<ObjectOwnership> {
    try {
      const { object } = await this.client.getObject({
        objectId: normalizeSuiAddress(objectId),
        include: { content: true },
      });
      return {
        exists: true,
        owner: addressOwner(object.owner),
        type: normalizeType(object.type),
        content: object.content ?? null,
      };
    } catch (error) {
      if (error instanceof ObjectError && error.reason === 'notFound') {
        return { exists: false, owner: null, type: null, content: null };
      }
      throw error;
    }
  }

  async listDynamicObjects(parentId: string): Promise<ChainObject[]> {
    const parent = normalizeSuiAddress(parentId);
    const childIds: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.client.core.listDynamicFields({ parentId: parent, cursor });
      for (const field of page.dynamicFields) {
        if (field.$kind === 'DynamicObject') childIds.push(field.childId);
      }
      cursor = page.hasNextPage ? page.cursor : null;
    } while (cursor);
    if (childIds.length === 0) return [];
    const { objects } = await this.client.core.getObjects({
      objectIds: childIds,
      include: { content: true },
    });
    return objects.flatMap((object) => {
      // A child removed between the listing and the read (e.g. just bought) is simply gone.
      if (object instanceof Error) {
        if (object instanceof ObjectError && object.reason === 'notFound') return [];
        throw object;
      }
      return [
        {
          objectId: normalizeSuiAddress(object.objectId),
          type: normalizeType(object.type),
          content: object.content ?? new Uint8Array(),
        },
      ];
    });
  }

  async getTransaction(digest: string): Promise<ChainTransaction> {
    let result;
    try {
      result = await this.client.getTransaction({
        digest,
        include: { transaction: true, effects: true, balanceChanges: true, objectTypes: true, events: true },
      });
    } catch (error) {
      if (error instanceof TransactionError && error.reason === 'notFound') {
        return {
          digest,
          status: 'not-found',
          sender: null,
          balanceChanges: [],
          changedObjects: [],
          objectTypes: {},
          events: [],
        };
      }
      throw error;
    }
    // A transaction that executed and failed (e.g. MoveAbort) is returned, not thrown.
    const tx = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
    return {
      digest: tx.digest,
      status: result.$kind === 'Transaction' ? 'success' : 'failure',
      sender: tx.transaction.sender ? normalizeSuiAddress(tx.transaction.sender) : null,
      balanceChanges: tx.balanceChanges.map((change) => ({
        address: normalizeSuiAddress(change.address),
        coinType: normalizeType(change.coinType),
        amount: BigInt(change.amount),
      })),
      changedObjects: tx.effects.changedObjects.map((change) => ({
        objectId: normalizeSuiAddress(change.objectId),
        outputOwner: addressOwner(change.outputOwner),
        idOperation: change.idOperation,
      })),
      objectTypes: Object.fromEntries(
        Object.entries(tx.objectTypes).map(([id, type]) => [normalizeSuiAddress(id), normalizeType(type)]),
      ),
      events: tx.events.map((event) => ({
        type: normalizeType(event.eventType),
        sender: normalizeSuiAddress(event.sender),
        bcs: event.bcs,
      })),
    };
  }

  async defaultName(address: string): Promise<string | null> {
    try {
      const { data } = await this.client.defaultNameServiceName({ address: normalizeSuiAddress(address) });
      return data.name;
    } catch (error) {
      // The node answers NOT_FOUND when the address has no reverse record.
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  verifyPersonalMessage(message: Uint8Array, signature: string, address: string): Promise<boolean> {
    // The client lets zkLogin signatures be checked by the node; other schemes verify locally.
    // Upper-case or short addresses fail the SDK's comparison, hence the normalization.
    return isValidPersonalMessageSignature(message, signature, {
      address: normalizeSuiAddress(address),
      client: this.client,
    });
  }
}
