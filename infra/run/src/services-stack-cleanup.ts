import { dropDatabase } from '@sfl/database';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { SUBGRAPHS } from './services-topology';

/**
 * Removes what a stopped services-mode stack left on the shared servers: its databases, its
 * Kafka topics and consumer groups (`<prefix>.…`) and its Redis keys (`<prefix>:…`).
 */
export async function dropServicesModeStack(
  prefix: string,
  servers: { postgresUrl: string; brokers: string[]; redisUrl: string },
): Promise<void> {
  await dropStackDatabases(prefix, servers.postgresUrl);
  await dropStackTopics(prefix, servers.brokers);
  await dropStackKeys(prefix, servers.redisUrl);
}

/** The stack's databases (`<prefix>_<service>`). */
export async function dropStackDatabases(prefix: string, postgresUrl: string): Promise<void> {
  for (const { database } of SUBGRAPHS) {
    const url = new URL(postgresUrl);
    url.pathname = `/${prefix}_${database}`;
    await dropDatabase(url.toString());
  }
}

/** The stack's Kafka topics and consumer groups (`<prefix>.…`). */
async function dropStackTopics(prefix: string, brokers: string[]): Promise<void> {
  const admin = new Kafka({
    clientId: 'stack-cleanup',
    brokers,
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const ours = (name: string) => name.startsWith(`${prefix}.`);
    const topics = (await admin.listTopics()).filter(ours);
    if (topics.length) await admin.deleteTopics({ topics });
    // A group whose member has not left yet (a killed process) cannot be deleted; the broker drops
    // it with its offsets later. Live listeners' groups (`live-…`) commit nothing and expire too.
    const groups = (await admin.listGroups()).groups.map((group) => group.groupId).filter(ours);
    if (groups.length) await admin.deleteGroups(groups).catch(() => undefined);
  } finally {
    await admin.disconnect();
  }
}

/** The stack's Redis keys (`<prefix>:…`). */
export async function dropStackKeys(prefix: string, redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
