import { createServer } from 'node:net';

/** Resolves when nothing listens on the port; rejects with a clear message when something does. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: is the product already running? Choose another with PORT=…`)
          : error,
      );
    });
    probe.listen(port, host, () => probe.close(() => resolvePromise()));
  });
}
