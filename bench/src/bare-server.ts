import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BareBodies, BareReady } from './bare-server.process';

/**
 * The baseline the read benches compare with: a bare `node:http` server in a process of its own
 * (as the gateway is), answering each path with the bytes given for it.
 */
export async function startBareServer(bodies: BareBodies) {
  const child = fork(join(__dirname, 'bare-server.process.js'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<BareReady>((resolve) => child.once('message', resolve));
  child.send(bodies);
  const { port } = await ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
