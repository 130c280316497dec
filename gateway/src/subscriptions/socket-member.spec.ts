import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { SharedNextMessage } from './shared-next-message';
import { socketMember } from './socket-member';

describe('socketMember', () => {
  let server: WebSocketServer;
  let serverSide: WebSocket;
  let client: WebSocket;
  beforeEach(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    serverSide = await accepted;
    await new Promise((resolve) =>
      client.readyState === WebSocket.OPEN ? resolve(null) : client.once('open', resolve),
    );
  });
  afterEach(async () => {
    client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  it('should write each message to the socket as a text frame under the subscription id, in order', async () => {
    const received: { text: string; isBinary: boolean }[] = [];
    client.on('message', (data, isBinary) => received.push({ text: String(data), isBinary }));
    const member = socketMember(serverSide, 'tab "1"', () => {
      throw new Error('not slow');
    });

    for (const n of [1, 2, 3]) member.send(new SharedNextMessage({ data: { n } }));
    for (let tick = 0; tick < 200 && received.length < 3; tick++) await new Promise((r) => setTimeout(r, 5));

    expect(received.map(({ isBinary }) => isBinary)).toEqual([false, false, false]);
    expect(received.map(({ text }) => JSON.parse(text) as unknown)).toEqual(
      [1, 2, 3].map((n) => ({ id: 'tab "1"', type: 'next', payload: { data: { n } } })),
    );
  });

  it('should drop a socket whose peer stopped reading once it holds more than the limit, and write no more', () => {
    const limit = 64 * 1024;
    let drops = 0;
    const member = socketMember(
      serverSide,
      '1',
      () => {
        drops += 1;
        serverSide.close(1013, 'Subscriber too slow');
      },
      limit,
    );
    client.pause();
    const message = new SharedNextMessage({ data: { filler: 'x'.repeat(16 * 1024) } });

    // The kernel's buffers on both sides fill first (some MB), then the socket's own.
    let sent = 0;
    for (; drops === 0 && sent < 4_000; sent++) member.send(message);
    const held = serverSide.bufferedAmount;
    member.send(message);

    expect(drops).toBe(1);
    expect(held).toBeGreaterThan(limit);
    expect(held).toBeLessThan(limit + 2 * 17 * 1024);
    expect(serverSide.bufferedAmount).toBe(held);
  });
});
