import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  startGateway,
  startUsersSubgraph,
  subgraphUrlsWith,
  type TestGateway,
  type UsersSubgraph,
} from './gateway-test-app';

// A subgraph that takes connections and reads requests but never answers: hung, not down.
function startHungSubgraph(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () =>
      ready({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((closed) => server.close(() => closed()));
        },
      }),
    ),
  );
}

const TIMEOUT_MS = 300;

describe('a subgraph that stops answering', () => {
  let users: UsersSubgraph;
  let hung: Awaited<ReturnType<typeof startHungSubgraph>>;
  let gateway: TestGateway;
  const graphql = (query: string) => request(gateway.app).post('/graphql').send({ query });

  beforeAll(async () => {
    users = await startUsersSubgraph();
    hung = await startHungSubgraph();
    gateway = await startGateway(users.url, {
      subgraphUrls: subgraphUrlsWith({ users: users.url, notifications: hung.url }),
      subgraphTimeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await hung?.close();
    await users?.close();
  });

  it('should fail the fields it owns with SERVICE_UNAVAILABLE once its time is up', async () => {
    const res = await graphql('query Unread { myUnreadNotificationCount }');

    expect(res.body.errors).toEqual([
      {
        message: 'The notifications service did not answer in time. Try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'SUBGRAPH_TIMEOUT' },
      },
    ]);
    expect(gateway.logs).toContainEqual(
      expect.objectContaining({
        msg: 'A subgraph did not answer in time',
        subgraph: 'notifications',
        timeoutMs: TIMEOUT_MS,
      }),
    );
  });

  it('should go on answering the operations that do not need it', async () => {
    expect((await graphql('query Me { me { id } }')).body).toEqual({ data: { me: null } });
  });
});
