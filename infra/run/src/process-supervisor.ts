import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from '@sfl/logging';

export interface ServiceProcess {
  name: string;
  script: string;
  env: Record<string, string>;
  /** answers 200 once the service can take requests (its database, store and events up) */
  readyUrl: string;
}

export interface SupervisorOptions {
  /**
   * What happens when a child stops by itself: by default everything stops and this process exits 1;
   * 'restart' starts that child again (as compose's restart policy would), stopping everything only if
   * it cannot become ready.
   */
  onUnexpectedExit?: ((name: string) => void) | 'restart';
  /** How long a child may take to be ready (default 60 s). */
  readyTimeoutMs?: number;
}

/**
 * Starts each service as a child process, waits until it is ready, and stops all of them
 * (by the PIDs it started) when one dies (unless told to restart it) or when this process is asked to stop.
 */
export class ProcessSupervisor {
  private readonly children = new Map<string, ChildProcess>();
  private readonly afterStop: (() => Promise<void>)[] = [];
  private readonly onUnexpectedExit: (name: string) => void;
  private readonly restartCrashed: boolean;
  private readonly readyTimeoutMs: number;
  private stopping = false;

  constructor(
    private readonly logger: Logger,
    options: SupervisorOptions = {},
  ) {
    const onExit = options.onUnexpectedExit;
    this.restartCrashed = onExit === 'restart';
    this.onUnexpectedExit = typeof onExit === 'function' ? onExit : () => void this.stopAll(1);
    this.readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  }

  async start(service: ServiceProcess): Promise<void> {
    // kafkajs 2.2.4 sets a negative timer on Node 24 (harmless; Node clamps it to 1 ms).
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', service.script], {
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.set(service.name, child);
    let ready = false;
    child.once('exit', (code, signal) => {
      this.children.delete(service.name);
      if (this.stopping) return;
      this.logger.error({ service: service.name, code, signal }, `${service.name} stopped unexpectedly`);
      // One that dies while starting fails its start instead: no restart loop.
      if (!this.restartCrashed) this.onUnexpectedExit(service.name);
      else if (ready) void this.restart(service);
    });
    await this.waitUntilReady(service);
    ready = true;
  }

  private async restart(service: ServiceProcess): Promise<void> {
    if (this.stopping) return;
    this.logger.warn({ service: service.name }, `restarting ${service.name}`);
    try {
      await this.start(service);
      this.logger.warn({ service: service.name }, `${service.name} is ready again`);
    } catch (error) {
      // Stopped while it started again: the stop goes on without it.
      if (this.stopping) return;
      this.logger.fatal({ err: error, service: service.name }, `${service.name} could not be restarted`);
      await this.stopAll(1);
    }
  }

  /** Starts the services side by side (replicas of one service), resolving once all are ready. */
  async startTogether(services: readonly ServiceProcess[]): Promise<void> {
    await Promise.all(services.map((service) => this.start(service)));
  }

  private async waitUntilReady(service: ServiceProcess): Promise<void> {
    const deadline = Date.now() + this.readyTimeoutMs;
    while (Date.now() < deadline) {
      if (!this.children.has(service.name)) throw new Error(`${service.name} exited during start-up`);
      const ready = await fetch(service.readyUrl).then(
        async (res) => {
          await res.body?.cancel();
          return res.ok;
        },
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${service.name} did not become ready within ${this.readyTimeoutMs / 1000} s`);
  }

  /** Runs once every child has exited (for what was started before the children, like a broker). */
  onStopped(task: () => Promise<void>) {
    this.afterStop.push(task);
  }

  /** Stops every child (SIGTERM, SIGKILL after 10 s) and runs the tasks given to `onStopped`. */
  async stop(): Promise<void> {
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
  }

  async stopAll(exitCode: number): Promise<never> {
    await this.stop();
    process.exit(exitCode);
  }
}
