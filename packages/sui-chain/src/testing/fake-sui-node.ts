import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import {
  contentTypeOf,
  formatOf,
  GRPC_STATUS,
  GrpcStatusError,
  readRequestMessage,
  writeResponseBody,
} from './grpc-web';

/** An address string for an address owner, or one of the other owner kinds. */
export type FakeOwner =
  | string
  | { kind: 'object'; parentId: string }
  | { kind: 'shared'; initialVersion?: bigint }
  | { kind: 'immutable' };

export interface FakeObject {
  objectId: string;
  owner: FakeOwner;
  /** Returned as given, like the node's own formatting; the client normalizes it. */
  type: string;
  version?: bigint;
}

export interface FakeTransaction {
  digest: string;
  status: 'success' | 'failure';
  sender: string;
  balanceChanges?: { address: string; coinType: string; amount: bigint }[];
  changedObjects?: {
    objectId: string;
    outputOwner: FakeOwner | null;
    idOperation: 'Created' | 'Deleted' | 'None';
  }[];
  /** Object type per changed object id. */
  objectTypes?: Record<string, string>;
}

type Handler = (message: Uint8Array) => Uint8Array;
type ObjectResult = Extract<GrpcTypes.GetObjectResult['result'], { oneofKind: 'object' | 'error' }>;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, accept, x-grpc-web, x-user-agent, grpc-timeout, x-sui-client-protocol-version',
  'access-control-expose-headers': 'grpc-status, grpc-message',
};

const ID_OPERATIONS = {
  Created: GrpcTypes.ChangedObject_IdOperation.CREATED,
  Deleted: GrpcTypes.ChangedObject_IdOperation.DELETED,
  None: GrpcTypes.ChangedObject_IdOperation.NONE,
};

// Binds a handler to its gRPC path, checking the method exists in the SDK's service descriptor.
function unary<I, O>(
  service: { typeName: string; methods: readonly { name: string }[] },
  method: string,
  input: { fromBinary(data: Uint8Array): I },
  output: { toBinary(message: O): Uint8Array },
  handle: (request: I) => O,
): [string, Handler] {
  if (!service.methods.some((m) => m.name === method))
    throw new Error(`${service.typeName} has no ${method}`);
  return [`/${service.typeName}/${method}`, (message) => output.toBinary(handle(input.fromBinary(message)))];
}

function toProtoOwner(owner: FakeOwner): GrpcTypes.Owner {
  const { Owner, Owner_OwnerKind } = GrpcTypes;
  if (typeof owner === 'string') {
    return Owner.create({ kind: Owner_OwnerKind.ADDRESS, address: normalizeSuiAddress(owner) });
  }
  switch (owner.kind) {
    case 'object':
      return Owner.create({ kind: Owner_OwnerKind.OBJECT, address: normalizeSuiAddress(owner.parentId) });
    case 'shared':
      return Owner.create({ kind: Owner_OwnerKind.SHARED, version: owner.initialVersion ?? 1n });
    case 'immutable':
      return Owner.create({ kind: Owner_OwnerKind.IMMUTABLE });
  }
}

function toExecutedTransaction(tx: FakeTransaction): GrpcTypes.ExecutedTransaction {
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
          outputOwner: change.outputOwner === null ? undefined : toProtoOwner(change.outputOwner),
          idOperation: ID_OPERATIONS[change.idOperation],
          objectType: objectTypes.get(objectId),
        };
      }),
    },
    balanceChanges: (tx.balanceChanges ?? []).map((change) => ({
      address: normalizeSuiAddress(change.address),
      coinType: change.coinType,
      amount: change.amount.toString(),
    })),
  });
}

/**
 * A fake Sui full node on 127.0.0.1 that speaks gRPC-web, so the unmodified SuiGrpcClient (in Node
 * or a browser) reads seeded objects, transactions and names. Unknown ids, digests and addresses get
 * NOT_FOUND like the real node; RPCs it does not implement get UNIMPLEMENTED so new calls fail loudly.
 */
export class FakeSuiNode {
  private readonly objects = new Map<string, FakeObject>();
  private readonly transactions = new Map<string, FakeTransaction>();
  private readonly names = new Map<string, string>();
  private readonly handlers = new Map<string, Handler>(this.routes());
  private server: Server | undefined;

  addObject(object: FakeObject): this {
    this.objects.set(normalizeSuiAddress(object.objectId), object);
    return this;
  }

  addTransaction(transaction: FakeTransaction): this {
    this.transactions.set(transaction.digest, transaction);
    return this;
  }

  setName(address: string, name: string): this {
    this.names.set(normalizeSuiAddress(address), name);
    return this;
  }

  /** Starts listening on an ephemeral port and returns the base URL for SuiGrpcClient. */
  async start(): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    this.server = server;
    return this.url;
  }

  get url(): string {
    if (!this.server) throw new Error('FakeSuiNode is not started');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private routes(): [string, Handler][] {
    const T = GrpcTypes;
    return [
      unary(T.LedgerService, 'BatchGetObjects', T.BatchGetObjectsRequest, T.BatchGetObjectsResponse, (req) =>
        T.BatchGetObjectsResponse.create({
          objects: req.requests.map((r) => ({ result: this.objectResult(r.objectId) })),
        }),
      ),
      unary(T.LedgerService, 'GetObject', T.GetObjectRequest, T.GetObjectResponse, (req) => {
        const result = this.objectResult(req.objectId);
        if (result.oneofKind === 'error') throw new GrpcStatusError(result.error.code, result.error.message);
        return T.GetObjectResponse.create({ object: result.object });
      }),
      unary(T.LedgerService, 'GetTransaction', T.GetTransactionRequest, T.GetTransactionResponse, (req) => {
        const tx = req.digest === undefined ? undefined : this.transactions.get(req.digest);
        if (!tx) throw new GrpcStatusError(GRPC_STATUS.NOT_FOUND, `Transaction ${req.digest} not found`);
        return T.GetTransactionResponse.create({ transaction: toExecutedTransaction(tx) });
      }),
      unary(
        T.NameService,
        'ReverseLookupName',
        T.ReverseLookupNameRequest,
        T.ReverseLookupNameResponse,
        (req) => {
          const name =
            req.address === undefined ? undefined : this.names.get(normalizeSuiAddress(req.address));
          // The real node answers NOT_FOUND for an address without a reverse record.
          if (!name) throw new GrpcStatusError(GRPC_STATUS.NOT_FOUND, 'not found');
          return T.ReverseLookupNameResponse.create({ record: { name, targetAddress: req.address } });
        },
      ),
    ];
  }

  private objectResult(objectId: string | undefined): ObjectResult {
    const object = objectId === undefined ? undefined : this.objects.get(normalizeSuiAddress(objectId));
    if (!object) {
      const message = `Object ${objectId} not found`;
      return { oneofKind: 'error', error: { code: GRPC_STATUS.NOT_FOUND, message, details: [] } };
    }
    return {
      oneofKind: 'object',
      object: GrpcTypes.Object.create({
        objectId: normalizeSuiAddress(object.objectId),
        version: object.version ?? 1n,
        digest: '11111111111111111111111111111111',
        owner: toProtoOwner(object.owner),
        objectType: object.type,
      }),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const format = formatOf(req.headers['content-type']);
    const headers = { ...CORS_HEADERS, 'content-type': contentTypeOf(format) };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const handler = this.handlers.get(req.url ?? '');
      if (!handler) throw new GrpcStatusError(GRPC_STATUS.UNIMPLEMENTED, `${req.url} is not faked`);
      const response = handler(readRequestMessage(Buffer.concat(chunks), format));
      res.writeHead(200, headers).end(writeResponseBody(response, format));
    } catch (error) {
      // Trailers-only response: the status travels in the HTTP headers and there is no body.
      const status =
        error instanceof GrpcStatusError ? error : new GrpcStatusError(GRPC_STATUS.INTERNAL, String(error));
      res
        .writeHead(200, {
          ...headers,
          'grpc-status': String(status.code),
          'grpc-message': encodeURIComponent(status.message),
        })
        .end();
    }
  }
}
