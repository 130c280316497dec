import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The project's own broker runner, on the broker the fault stage started for these tests (kafka.sh reads
// its port and folder from the environment infra/bin/test gives them).
const KAFKA_SCRIPT = join(__dirname, '../../../kafka/kafka.sh');
const run = promisify(execFile);

export const stopProjectBroker = () => run('bash', [KAFKA_SCRIPT, 'stop']);
export const startProjectBrokerKeepingData = () =>
  run('bash', [KAFKA_SCRIPT, 'start', '--keep-data'], { timeout: 120_000 });
