import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { fund, listCard, putCard, useCollection } from './collection-seeding';
import {
  applySeed,
  CONTROL_PREFIX,
  type FakeSeed,
  type FakeSeeder,
  handleControlRequest,
} from './control-api';
import { FakeChainState, normalizeOwner } from './fake-state';
import type { FakeCard, FakeCollection, FakeListing, FakeObject, FakeTransaction } from './fake-types';
import {
  contentTypeOf,
  formatOf,
  GRPC_STATUS,
  GrpcStatusError,
  readRequestMessage,
  writeResponseBody,
} from './grpc-web';
import { objectRoutes } from './object-rpcs';
import { seededTransaction } from './proto-mapping';
import type { Handler } from './rpc-route';
import { signatureRoutes } from './signature-rpcs';
import { transactionRoutes } from './transaction-rpcs';

export type { FakeSeed } from './control-api';
export type {
  FakeCard,
  FakeCollection,
  FakeEvent,
  FakeListing,
  FakeObject,
  FakeOwner,
  FakeTransaction,
} from './fake-types';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, accept, x-grpc-web, x-user-agent, grpc-timeout, x-sui-client-protocol-version',
  'access-control-expose-headers': 'grpc-status, grpc-message',
};

/**
 * A fake Sui full node on 127.0.0.1 that speaks gRPC-web, so the unmodified SuiGrpcClient (in Node
 * or a browser) reads seeded objects, transactions and names, and has zkLogin signatures verified.
 * Unknown ids, digests and addresses get NOT_FOUND like the real node; RPCs it does not implement
 * get UNIMPLEMENTED so new calls fail loudly.
 */
export class FakeSuiNode implements FakeSeeder {
  protected readonly state = new FakeChainState();
  private readonly handlers = new Map<string, Handler>([
    ...objectRoutes(this.state),
    ...transactionRoutes(this.state),
    ...signatureRoutes(this.state),
  ]);
  private server: Server | undefined;

  addObject(object: FakeObject): this {
    this.state.putObject({
      objectId: object.objectId,
      owner: normalizeOwner(object.owner),
      type: object.type,
      version: object.version ?? 1n,
      content: object.content,
    });
    return this;
  }

  addTransaction(transaction: FakeTransaction): this {
    this.state.transactions.set(transaction.digest, seededTransaction(transaction));
    return this;
  }

  setName(address: string, name: string): this {
    this.state.names.set(normalizeSuiAddress(address), name);
    return this;
  }

  /**
   * Treats zkLogin proofs for this address as valid in `VerifySignature`: the fake cannot check the
   * Groth16 proof nor the provider's JWK, so this seeding stands in for them. The address derived from
   * the signature, its max epoch and the ephemeral signature over the message are still checked.
   */
  acceptZkLogin(address: string): this {
    this.state.acceptedZkLogins.add(normalizeSuiAddress(address));
    return this;
  }

  /** Our Move package and its shared market; needed before cards and listings. */
  useCollection(collection: FakeCollection): this {
    useCollection(this.state, collection);
    return this;
  }

  /** A `PlayerCard` owned by an address. */
  mintCard(card: FakeCard): this {
    putCard(this.state, card);
    return this;
  }

  /** A `Listing` (wrapping the card) as a dynamic object field of the market, keyed by the card id. */
  listCard(listing: FakeListing): this {
    listCard(this.state, listing);
    return this;
  }

  /** A gas coin (`Coin<SUI>`) of `mist` owned by the address. */
  fund(address: string, mist: bigint): this {
    fund(this.state, address, mist);
    return this;
  }

  /** Seeds from the control API's JSON shape (`POST /__fake/seed`); throws on an invalid seed. */
  seed(seed: FakeSeed): this {
    applySeed(this, seed);
    return this;
  }

  /** Starts listening on 127.0.0.1 (port 0 = ephemeral) and returns the base URL for SuiGrpcClient. */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (req.url?.startsWith(CONTROL_PREFIX)) {
      await handleControlRequest(this, req, res, CORS_HEADERS);
      return;
    }
    const format = formatOf(req.headers['content-type']);
    const headers = { ...CORS_HEADERS, 'content-type': contentTypeOf(format) };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const handler = this.handlers.get(req.url ?? '');
      if (!handler) throw new GrpcStatusError(GRPC_STATUS.UNIMPLEMENTED, `${req.url} is not faked`);
      const response = await handler(readRequestMessage(Buffer.concat(chunks), format));
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
