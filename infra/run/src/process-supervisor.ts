import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from '@sfl/logging';

export interface ServiceProcess {
  name: string;
  script: string;
  env: Record<string, string>;
  healthUrl: string;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Starts each service as a child process, waits for its health endpoint, and stops all of them
 * (by the PIDs it started) when one dies or when this process is asked to stop.
 */
export class ProcessSupervisor {
  private readonly children = new Map<string, ChildProcess>();
  private readonly afterStop: (() => Promise<void>)[] = [];
  private stopping = false;

  constructor(private readonly logger: Logger) {}

  async start(service: ServiceProcess): Promise<void> {
    // kafkajs 2.2.4 sets a negative timer on Node 24 (harmless; Node clamps it to 1 ms).
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', service.script], {
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.set(service.name, child);
    child.once('exit', (code, signal) => {
      this.children.delete(service.name);
      if (this.stopping) return;
      this.logger.error({ service: service.name, code, signal }, `${service.name} stopped unexpectedly`);
      void this.stopAll(1);
    });
    await this.waitUntilHealthy(service);
  }

  private async waitUntilHealthy(service: ServiceProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.children.has(service.name)) throw new Error(`${service.name} exited during start-up`);
      const healthy = await fetch(service.healthUrl).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${service.name} did not become healthy within ${READY_TIMEOUT_MS / 1000} s`);
  }

  /** Runs once every child has exited (for what was started before the children, like a broker). */
  onStopped(task: () => Promise<void>) {
    this.afterStop.push(task);
  }

  async stopAll(exitCode: number): Promise<never> {
    this.stopping = true;
    const exits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
    for (const task of this.afterStop)
      await task().catch((error: unknown) => this.logger.error({ err: error }, 'stop task failed'));
    process.exit(exitCode);
  }
}
