import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { SplRewardsConsumerName } from '../../src/create-spl-rewards-app';
import { Kafka, logLevel } from 'kafkajs';

/** Where a spl-rewards process of a fault test reads and writes. */
export interface SplRewardsProcessTarget {
  databaseUrl: string;
  brokers: readonly string[];
  namespace: string;
  consumers: readonly SplRewardsConsumerName[];
}

/**
 * The spl-rewards app in a process of its own (spl-rewards-process.mts, as built into dist: the app's
 * decorators need the compiler); resolves once it consumes.
 */
export async function startSplRewardsProcess(target: SplRewardsProcessTarget): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--disable-warning=TimeoutNegativeWarning',
      join(__dirname, '../../dist/test/fault/spl-rewards-process.mjs'),
    ],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        SPL_REWARDS_DATABASE_URL: target.databaseUrl,
        KAFKA_BROKERS: target.brokers.join(','),
        KAFKA_NAMESPACE: target.namespace,
        SPL_REWARDS_CONSUMERS: target.consumers.join(','),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('consuming')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the spl-rewards process exited (${code})`)));
  });
  return child;
}

/** Sends `signal` to the process (SIGKILL: no shutdown at all) and resolves once it has exited. */
export function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Deletes the test's topics; its consumer groups expire on the broker by themselves. */
export async function deleteNamespaceTopics(brokers: readonly string[], namespace: string): Promise<void> {
  const admin = new Kafka({
    clientId: 'fault-cleanup',
    brokers: [...brokers],
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((name) => name.startsWith(`${namespace}.`));
    await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}
