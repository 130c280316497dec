import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@sfl/logging';
import { until } from '@sfl/testing';
import { ProcessSupervisor, type ServiceProcess } from '../src/process-supervisor';
import { freePort } from './free-port';

// A stand-in service: ready at once, answering its own pid, so a test can tell a restarted process
// from the one it killed.
const SERVICE_SCRIPT = `
require('node:http')
  .createServer((req, res) => res.end(String(process.pid)))
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

describe('ProcessSupervisor', () => {
  const logger = createLogger({ service: 'supervisor-test', level: 'silent' });
  let folder: string;
  let supervisor: ProcessSupervisor | undefined;

  const pidAt = (url: string) =>
    fetch(url).then(
      async (res) => Number(await res.text()),
      () => undefined,
    );

  async function service(): Promise<ServiceProcess> {
    const port = await freePort();
    return {
      name: 'stand-in',
      script: join(folder, 'service.js'),
      env: { PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/ready`,
    };
  }

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'supervisor-'));
    writeFileSync(join(folder, 'service.js'), SERVICE_SCRIPT);
  });
  afterEach(() => supervisor?.stop());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('should start a service killed with SIGKILL again when told to restart', async () => {
    supervisor = new ProcessSupervisor(logger, { onUnexpectedExit: 'restart', readyTimeoutMs: 20_000 });
    const standIn = await service();
    await supervisor.start(standIn);
    const killed = (await pidAt(standIn.readyUrl))!;

    process.kill(killed, 'SIGKILL');

    let restarted: number | undefined;
    await until('another process answering', async () => {
      restarted = await pidAt(standIn.readyUrl);
      return restarted !== undefined && restarted !== killed;
    });
    expect(restarted).not.toBe(killed);
  });

  it('should report a service that stopped by itself, and not start it again, by default', async () => {
    const exited: string[] = [];
    supervisor = new ProcessSupervisor(logger, { onUnexpectedExit: (name) => exited.push(name) });
    const standIn = await service();
    await supervisor.start(standIn);

    process.kill((await pidAt(standIn.readyUrl))!, 'SIGKILL');

    await until('the exit reported', async () => exited.length > 0);
    expect(exited).toEqual(['stand-in']);
    expect(await pidAt(standIn.readyUrl)).toBeUndefined();
  });
});
