import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoPath } from './repo-paths';

const run = promisify(execFile);
const KAFKA_SCRIPT = repoPath('infra', 'kafka', 'kafka.sh');

/**
 * The project's own single-node broker (infra/kafka): started when the services mode needs one,
 * and stopped again by whoever started it. Reports whether this call started it.
 */
export async function ensureLocalKafka(): Promise<{ startedHere: boolean }> {
  const running = await run('bash', [KAFKA_SCRIPT, 'status']).then(
    () => true,
    () => false,
  );
  if (running) return { startedHere: false };
  await run('bash', [KAFKA_SCRIPT, 'start'], { timeout: 300_000 });
  return { startedHere: true };
}

export async function stopLocalKafka(): Promise<void> {
  await run('bash', [KAFKA_SCRIPT, 'stop'], { timeout: 60_000 });
}
