import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use: is the product already running? Choose another with PORT=…`);
    this.name = 'PortInUseError';
  }
}

/** Resolves when nothing listens on the port; rejects with a clear message when something does. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    });
    probe.listen(port, host, () => probe.close(() => resolvePromise()));
  });
}
