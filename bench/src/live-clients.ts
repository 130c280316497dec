import { WebSocket } from 'ws';
import { type FromClients, now, type ToClients } from './live-protocol';

// A client process of the live benchmark (started by live.bench.ts): its share of the subscribers,
// as raw `ws` sockets speaking graphql-transport-ws (connection_init, then one subscribe per
// subscription, ids numbered across processes). Each `next` is timed on arrival, before anything
// else is done with it; its match version (1 + the action's sequence number) and its id are read
// with two regular expressions instead of parsing the message, so that the clients take as little
// of the machine as they can. The same clients serve the gateway and the bare `ws` baseline.

const CONNECT_BATCH = 200;
const VERSION = /"version":(\d+)/;
const ID = /"id":"(\d+)"/;
const SUBSCRIPTION = `subscription LiveMatchUpdated {
  liveMatchUpdated {
    match { id gameweek homeClub { id name shortName } awayClub { id name shortName }
      homeScore awayScore score minute status version }
    action { id matchId kind minute clubId footballerId assistFootballerId relatedFootballerId }
  }
}`;

const send = (message: FromClients) => process.send!(message);
const sockets: WebSocket[] = [];
let arrivals: Float64Array[] = [];
let firstId = 0;

function open(port: number, cookie: string, ids: number[]): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
    headers: { cookie },
    origin,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`handshake answered ${res.statusCode}`)),
    );
    socket.once('close', (code) => reject(new Error(`closed with ${code} before its subscriptions`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      const at = now();
      const text = String(data);
      const version = VERSION.exec(text);
      if (version) {
        const seq = Number(version[1]) - 1;
        const index = Number(ID.exec(text)?.[1]) - firstId;
        if (seq >= 0 && seq < arrivals.length) arrivals[seq]![index] = at;
        return;
      }
      if (!text.includes('"connection_ack"')) return;
      for (const id of ids) {
        socket.send(JSON.stringify({ id: String(id), type: 'subscribe', payload: { query: SUBSCRIPTION } }));
      }
      resolve();
    });
  });
}

async function connect(message: Extract<ToClients, { type: 'connect' }>): Promise<void> {
  firstId = message.firstId;
  const total = message.subscriptionsPerSocket.reduce((sum, n) => sum + n, 0);
  arrivals = Array.from({ length: message.seqs }, () => new Float64Array(total));
  let nextId = firstId;
  const idsOf = message.subscriptionsPerSocket.map((n) => Array.from({ length: n }, () => nextId++));
  for (let first = 0; first < idsOf.length; first += CONNECT_BATCH) {
    await Promise.all(
      idsOf.slice(first, first + CONNECT_BATCH).map((ids) => open(message.port, message.cookie, ids)),
    );
  }
}

process.on('message', (message: ToClients) => {
  if (message.type === 'connect') {
    connect(message).then(
      () => send({ type: 'connected' }),
      (error: unknown) => {
        process.stderr.write(`live clients: ${error instanceof Error ? error.message : String(error)}\n`);
        stop(1);
      },
    );
  } else if (message.type === 'received') {
    const count = arrivals[message.seq]?.reduce((n, at) => n + (at > 0 ? 1 : 0), 0) ?? 0;
    send({ type: 'received', seq: message.seq, count });
  } else if (message.type === 'arrivals') send({ type: 'arrivals', arrivals });
  else send({ type: 'clock', now: now() });
});

function stop(code = 0) {
  for (const socket of sockets) socket.terminate();
  process.exit(code);
}
process.once('SIGTERM', () => stop());
// The bench went away without stopping us: do not outlive it.
process.once('disconnect', () => stop());
send({ type: 'ready' });
