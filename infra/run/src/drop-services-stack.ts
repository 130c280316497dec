import { loadConfigOrExit } from '@sfl/config';
import { servicesConfigSchema } from './services.config';
import { dropStackDatabases, dropStackKeys } from './services-stack-cleanup';

// Forgets the game of a stopped services-mode stack named DATABASE_PREFIX, so the next stack of that
// name starts a fresh one: its databases and its Redis keys (the browser tests' stack would otherwise
// rank managers of earlier runs kept in Redis). Its Kafka topics stay: a topic deleted just before a
// stack creates it again may still be marked for deletion, and the stack's consumer groups start from
// the offsets they committed.
async function main() {
  const config = loadConfigOrExit(servicesConfigSchema);
  await dropStackDatabases(config.DATABASE_PREFIX, config.POSTGRES_URL);
  await dropStackKeys(config.DATABASE_PREFIX, config.REDIS_URL);
}

main().catch((error: unknown) => {
  process.stderr.write(`Cannot drop the stack: ${String(error)}\n`);
  process.exit(1);
});
