import { type IncomingMessage, type Server as HttpServer, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '@sfl/errors';
import type { Logger } from '@sfl/logging';
import { CloseCode, handleProtocols, makeServer, type Server } from 'graphql-ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { SessionCookie } from '../sessions/session-cookie';
import type { Session, SessionStore } from '../sessions/session-store';
import { audienceOf, buildLiveSchema, type LiveFeeds, liveRootValue } from './live-schema';
import { socketMember } from './socket-member';
import { codedError, subscriptionDocumentParser } from './subscription-document';
import { type Joining, SubscriptionGroups } from './subscription-groups';

export interface SubscriptionLimits {
  /** open sockets per session, per gateway process */
  connectionsPerSession: number;
  /** active subscriptions per socket */
  subscriptionsPerConnection: number;
}

export interface SubscriptionServerOptions {
  sessions: SessionStore;
  /** the same cookie the HTTP routes read */
  cookie: SessionCookie;
  feeds: LiveFeeds;
  logger: Logger;
  limits: SubscriptionLimits;
  /** hears each execution of a subscription group, by its operation name (subscription-metrics.ts) */
  onExecuted?: (operation: string) => void;
}

const PATH = '/graphql';
const MAX_PAYLOAD_BYTES = 16 * 1024;
// graphql-ws's own keep-alive period: a socket that misses a pong for that long is cut.
const KEEP_ALIVE_MS = 12_000;
const CLOSE_GRACE_MS = 1_000;
const GOING_AWAY = 1001;
const TRY_AGAIN_LATER = 1013;

interface Connection {
  socket: WebSocket;
  session: Session;
  alive: boolean;
}

/**
 * graphql-ws at /graphql on the gateway's HTTP server: Apollo Gateway does not federate
 * subscriptions, so the gateway serves them itself from the live events it follows. A socket is
 * served only to the page's own origin, with a live session cookie, within the per-session
 * connection limit; `ws` carries the protocol and graphql-ws's core runs it. (Its
 * `useServer` glue writes client-caused errors to the console; this one logs through ours.)
 */
export class SubscriptionServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_PAYLOAD_BYTES,
    handleProtocols,
  });
  private readonly graphqlWs: Server<Connection>;
  /** every subscription, grouped so that each distinct one is executed once per event */
  readonly groups: SubscriptionGroups;
  private readonly connections = new Set<Connection>();
  private readonly openBySession = new Map<string, number>();
  private readonly httpServers = new Set<HttpServer>();
  private heartbeat?: NodeJS.Timeout;
  private stopping = false;

  constructor(private readonly options: SubscriptionServerOptions) {
    this.groups = new SubscriptionGroups(options.onExecuted);
    const schema = buildLiveSchema();
    const rootValue = liveRootValue(options.feeds);
    const documentOf = subscriptionDocumentParser(schema);
    const { limits, sessions, logger } = options;
    // onSubscribe answers every subscribe itself (arguments or errors), so no schema is given here;
    // the subscription then joins its group, which writes its messages to the socket.
    this.graphqlWs = makeServer<Record<string, unknown> | undefined, Connection>({
      subscribe: (args) => this.groups.join(args),
      onSubscribe: async (ctx, id, payload) => {
        const { socket, session } = ctx.extra;
        // graphql-ws has registered this subscription's id already.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerConnection) {
          const message = `At most ${limits.subscriptionsPerConnection} subscriptions per connection`;
          return [codedError(message, ErrorCode.TooManyRequests)];
        }
        const document = documentOf(payload);
        if (Array.isArray(document)) return document;
        // A session that ended since the socket opened (logout, expiry) ends the socket too.
        if (!(await sessions.resume(session.id))) {
          socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return [codedError('Unauthorized', ErrorCode.Unauthenticated)];
        }
        const dropSlow = () => {
          if (socket.readyState !== WebSocket.OPEN) return;
          logger.warn('Dropped a subscriber that fell too far behind');
          socket.close(TRY_AGAIN_LATER, 'Subscriber too slow');
        };
        const audience = audienceOf(document, payload.operationName, session.userId);
        const contextValue: Joining = {
          groupKey: JSON.stringify([
            audience,
            payload.operationName ?? null,
            payload.variables ?? null,
            payload.query,
          ]),
          audience,
          member: socketMember(socket, id, dropSlow),
        };
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          rootValue,
          contextValue,
        };
      },
    });
  }

  attach(server: HttpServer): void {
    server.on('upgrade', this.onUpgrade);
    this.httpServers.add(server);
    this.heartbeat ??= setInterval(() => this.checkAlive(), KEEP_ALIVE_MS).unref();
  }

  /** WebSockets open on this gateway. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Stops accepting sockets and closes the open ones ("going away": clients reconnect elsewhere). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    for (const server of this.httpServers) server.off('upgrade', this.onUpgrade);
    await Promise.all([...this.connections].map(({ socket }) => closeWithin(socket, CLOSE_GRACE_MS)));
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  /** Closes the sockets of every session of the user (their sessions were just ended). */
  closeSessionsOf(userId: string): void {
    for (const { socket, session } of this.connections)
      if (session.userId === userId) socket.close(CloseCode.Unauthorized, 'Unauthorized');
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until ws owns the socket, a client resetting it must not raise an unhandled error.
    socket.on('error', () => socket.destroy());
    this.upgrade(req, socket, head).catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'WebSocket upgrade failed');
      refuse(socket, 500);
    });
  };

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const { logger, sessions, limits } = this.options;
    const refused = (status: number, reason: string) => {
      logger.debug({ status, reason }, 'WebSocket upgrade refused');
      refuse(socket, status);
    };
    if (this.stopping) return refused(503, 'stopping');
    if (pathOf(req) !== PATH) return refused(404, 'path');
    if (handleProtocols(req.headers['sec-websocket-protocol'] ?? '') === false) {
      return refused(400, 'subprotocol');
    }
    // Browsers send the cookie with a cross-site WebSocket too: only the page's own origin may open one.
    if (!isSameOrigin(req)) return refused(403, 'origin');
    const sessionId = this.options.cookie.read(req.headers.cookie);
    const session = sessionId === undefined ? null : await sessions.resume(sessionId);
    if (this.stopping) return refused(503, 'stopping');
    if (socket.destroyed) return;
    if (!session) {
      // Closed with graphql-ws's 4401 rather than refused with HTTP 401, which a browser only
      // sees as an abnormal close (1006) and retries: 4401 tells the client to stop.
      logger.debug({ reason: 'no session' }, 'WebSocket closed at once');
      return this.wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', this.onClientError);
        ws.close(CloseCode.Unauthorized, 'Unauthorized');
      });
    }
    const open = this.openBySession.get(session.id) ?? 0;
    if (open >= limits.connectionsPerSession) return refused(429, 'connections per session');
    this.openBySession.set(session.id, open + 1);
    // The raw socket closes however the connection ends, handshake failures included.
    socket.once('close', () => this.release(session.id));
    this.wss.handleUpgrade(req, socket, head, (ws) => this.open(ws, session));
  }

  private open(socket: WebSocket, session: Session): void {
    const connection: Connection = { socket, session, alive: true };
    this.connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('error', this.onClientError);
    const closed = this.graphqlWs.opened(
      {
        protocol: socket.protocol,
        // A socket that went away resolves too: its close ends the subscriptions.
        send: (data) =>
          new Promise((resolve) => {
            if (socket.readyState !== WebSocket.OPEN) return resolve();
            socket.send(data, () => resolve());
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            handle(String(data)).catch((error: unknown) => {
              this.options.logger.error({ err: error }, 'Subscription message handling failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      connection,
    );
    socket.once('close', (code, reason) => {
      this.connections.delete(connection);
      closed(code, reason.toString()).catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'Ending subscriptions failed'),
      );
    });
  }

  // Oversized frames and other protocol violations: ws has closed the socket already (1009, 1002).
  private readonly onClientError = (error: Error) => {
    this.options.logger.debug({ err: error }, 'WebSocket client error');
  };

  private release(sessionId: string): void {
    const open = (this.openBySession.get(sessionId) ?? 1) - 1;
    if (open > 0) this.openBySession.set(sessionId, open);
    else this.openBySession.delete(sessionId);
  }

  private checkAlive(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://gateway.invalid').pathname;
}

function isSameOrigin(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

// An HTTP answer instead of the handshake, as ws itself answers a malformed upgrade.
function refuse(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function closeWithin(socket: WebSocket, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), graceMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(GOING_AWAY, 'Going away');
  });
}
