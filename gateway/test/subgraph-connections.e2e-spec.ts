import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import request from 'supertest';
import { gatewayOverRealUsers } from './gateway-test-app';

const ME = 'query Me { me { id } }';

/**
 * The next connection the server accepts, and how it ends: `byClient` when the other end closed it
 * (the server reads end-of-stream before the socket closes), false when the server destroyed it.
 */
function nextConnectionEnd(server: Server): Promise<{ byClient: boolean }> {
  return new Promise((ended) =>
    server.once('connection', (socket: Socket) => {
      let byClient = false;
      socket.once('end', () => (byClient = true));
      socket.once('close', () => ended({ byClient }));
    }),
  );
}

// A subgraph closing an idle connection just as the gateway sends a request on it fails that
// request ("socket hang up"), so the gateway must always be the one to close an idle connection.
describe('idle connections between the gateway and a subgraph', () => {
  const running = gatewayOverRealUsers();
  const me = () => request(running.gateway.app).post('/graphql').send({ query: ME });

  it('should have a subgraph announce that it keeps idle connections 65 s', async () => {
    const res = await fetch(running.users.url.replace(/\/graphql$/, '/health'));
    await res.text();

    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('should close an idle connection before the subgraph does, then answer on a new one', async () => {
    // A subgraph keeping idle connections 2 s (Node's default is 5 s): the gateway goes first by
    // its Keep-Alive hint. Before the fix it never closed one, and the subgraph destroyed it here.
    const { server } = running.users;
    const keptMs = server.keepAliveTimeout;
    server.keepAliveTimeout = 2_000;
    try {
      const ended = nextConnectionEnd(server);
      expect((await me()).body).toEqual({ data: { me: null } });

      expect(await ended).toEqual({ byClient: true });
      expect((await me()).body).toEqual({ data: { me: null } });
    } finally {
      server.keepAliveTimeout = keptMs;
    }
  });
});
