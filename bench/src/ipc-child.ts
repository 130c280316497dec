import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { now } from './live-protocol';

interface Waiter<M> {
  accepts: (message: M) => boolean;
  resolve: (message: M) => void;
}

/** A bench child process spoken to over IPC (structured clone, so typed arrays pass); stopped by its PID. */
export class IpcChild<To extends object, From extends { type: string }> {
  private readonly waiters: Waiter<From>[] = [];
  /** messages that came before anyone waited for them (a child says it is ready as it starts) */
  private readonly unclaimed: From[] = [];
  readonly exited: Promise<never>;

  constructor(script: string, execArgv: string[] = [], env: NodeJS.ProcessEnv = {}) {
    this.child = fork(join(__dirname, script), {
      execArgv,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.child.on('message', (message: From) => {
      const index = this.waiters.findIndex((waiter) => waiter.accepts(message));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
      else this.unclaimed.push(message);
    });
    this.exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code) => reject(new Error(`${script} exited (${code})`))),
    );
    this.exited.catch(() => {});
  }

  readonly child: ChildProcess;

  /** The next message of `type` (that `accepts` takes), within `timeoutMs`, or the child's exit. */
  next<T extends From['type']>(
    type: T,
    timeoutMs: number,
    accepts: (m: Extract<From, { type: T }>) => boolean = () => true,
  ): Promise<Extract<From, { type: T }>> {
    const take = (m: From) => m.type === type && accepts(m as Extract<From, { type: T }>);
    const early = this.unclaimed.findIndex(take);
    if (early >= 0) return Promise.resolve(this.unclaimed.splice(early, 1)[0] as Extract<From, { type: T }>);
    const answer = new Promise<From>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        accepts: take,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
    return Promise.race([answer, this.exited]) as Promise<Extract<From, { type: T }>>;
  }

  ask<T extends From['type']>(
    message: To,
    type: T,
    accepts?: (m: Extract<From, { type: T }>) => boolean,
    timeoutMs = 60_000,
  ): Promise<Extract<From, { type: T }>> {
    const answer = this.next(type, timeoutMs, accepts);
    this.child.send(message);
    return answer;
  }

  /** child clock − this clock, from the IPC round trip with the smallest delay */
  async clockOffsetMs(clock: To): Promise<number> {
    let best = { rtt: Infinity, offset: 0 };
    for (let round = 0; round < 50; round++) {
      const sent = now();
      const answer = (await this.ask(clock, 'clock' as From['type'])) as unknown as { now: number };
      const received = now();
      if (received - sent < best.rtt)
        best = { rtt: received - sent, offset: answer.now - (sent + received) / 2 };
    }
    return best.offset;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null || this.child.pid === undefined)
      return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    process.kill(this.child.pid, 'SIGTERM');
    const killer = setTimeout(() => this.child.pid && process.kill(this.child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.pid) process.kill(this.child.pid, 'SIGKILL');
  }
}
