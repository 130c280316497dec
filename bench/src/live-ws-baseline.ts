import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { type FromTarget, memoryReport, now, openFiles, type ToTarget } from './live-protocol';

// The baseline of the live benchmark (started by live.bench.ts): a bare `ws` server on the same
// path and subprotocol, no session, no GraphQL. It acknowledges connection_init, keeps each
// subscribe's id, and per action serializes one `liveMatchUpdated` payload of the gateway's shape
// once and writes it to every subscription with its id spliced in, as the gateway does: the floor of
// writing these bytes to these sockets on this machine. `committedAt` is when it starts writing.

const send = (message: FromTarget) => process.send!(message);
const subscriptions: { socket: WebSocket; tail: Buffer }[] = [];
const club = (name: string) => ({ id: randomUUID(), name, shortName: name.slice(0, 3).toUpperCase() });
const [home, away] = [club('Northbridge'), club('Harbour')];
const matchId = randomUUID();

function payloadOf(seq: number) {
  const minute = Math.min(seq, 130);
  const match = {
    id: matchId,
    gameweek: 1,
    homeClub: home,
    awayClub: away,
    homeScore: seq,
    awayScore: 0,
    score: `${seq}-0`,
    minute,
    status: 'LIVE',
    version: seq + 1,
  };
  const action = {
    id: randomUUID(),
    matchId,
    kind: 'GOAL',
    minute,
    clubId: home.id,
    footballerId: randomUUID(),
    assistFootballerId: null,
    relatedFootballerId: null,
  };
  return { data: { liveMatchUpdated: { match, action } } };
}

function broadcast(seq: number): void {
  const committedAt = now();
  const head = Buffer.from(`{"type":"next","payload":${JSON.stringify(payloadOf(seq))},"id":`);
  for (const { socket, tail } of subscriptions) {
    if (socket.readyState === WebSocket.OPEN) {
      socket.send(Buffer.concat([head, tail], head.length + tail.length), { binary: false });
    }
  }
  send({ type: 'recorded', seq, committedAt });
}

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, clientTracking: true, path: '/graphql' });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'subscribe') {
      subscriptions.push({ socket, tail: Buffer.from(`${JSON.stringify(message.id)}}`) });
    }
  });
});

process.on('message', (message: ToTarget) => {
  if (message.type === 'record') broadcast(message.seq);
  else if (message.type === 'clock') send({ type: 'clock', now: now() });
  else send(memoryReport());
});
const stop = () => {
  for (const socket of server.clients) socket.terminate();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
server.once('listening', () =>
  send({ type: 'ready', port: (server.address() as AddressInfo).port, ...openFiles() }),
);
