import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The project's own broker runner: fault test B stops and restarts the broker it started.
const KAFKA_SCRIPT = join(__dirname, '..', '..', '..', '..', 'infra', 'kafka', 'kafka.sh');
const run = promisify(execFile);

export const stopBroker = () => run('bash', [KAFKA_SCRIPT, 'stop']);
export const startBrokerKeepingData = () =>
  run('bash', [KAFKA_SCRIPT, 'start', '--keep-data'], { timeout: 120_000 });
