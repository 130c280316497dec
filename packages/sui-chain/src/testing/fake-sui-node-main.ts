import { FakeSuiNode } from './fake-sui-node';

// A standalone fake node for browser end-to-end tests: seeded over `POST /__fake/seed`, it prints
// its URL as one line (`FAKE_SUI_URL=http://127.0.0.1:PORT`) for the test runner to read.

async function main(): Promise<void> {
  const port = Number(process.env.FAKE_SUI_PORT ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`FAKE_SUI_PORT must be a port number, got ${process.env.FAKE_SUI_PORT}`);
  }
  const fake = new FakeSuiNode();
  const url = await fake.start(port);
  process.stdout.write(`FAKE_SUI_URL=${url}\n`);
  // Once the server is closed nothing keeps the process alive, so it exits by itself.
  const stop = (): void => void fake.stop();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`fake-sui-node: ${String(error)}\n`);
  process.exitCode = 1;
});
