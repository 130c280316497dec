import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');

/** Starts the product in services mode (real PostgreSQL and Redis) on the given port; stops it by its PID. */
export async function startServicesMode(port: number, usersPort: number): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'infra', 'run', 'dist', 'services.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        USERS_PORT: String(usersPort),
        DATABASE_PREFIX: 'sfl_bench',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('services mode exited during start-up');
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('services mode did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
