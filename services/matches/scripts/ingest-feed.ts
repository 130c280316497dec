import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MemoryStore } from '@sfl/cache';
import { loadConfigOrExit } from '@sfl/config';
import { ensureDatabase } from '@sfl/database';
import { DomainException } from '@sfl/errors';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { matchesConfigSchema, worldOptionsFrom } from '../src/config/matches.config';
import { createMatchesApp } from '../src/create-matches-app';
import { FeedIngestService } from '../src/feed/feed-ingest.service';

// Operator command (services mode): node dist/scripts/ingest-feed.js <feed.json>
// Applies a provider's match feed to the matches database exactly as the ingestMatchFeed
// mutation does (one transaction, all or nothing). The events it records wait in the outbox
// until the running matches service publishes them.
const commandConfigSchema = matchesConfigSchema.pick({
  MATCHES_DATABASE_URL: true,
  LOG_LEVEL: true,
  WORLD_SEED: true,
  SEASON_START: true,
  GAMEWEEK_LENGTH_MINUTES: true,
});

async function ingestFeed() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Usage: node dist/scripts/ingest-feed.js <feed.json>\n');
    process.exit(2);
  }
  const config = loadConfigOrExit(commandConfigSchema);
  const logger = createLogger({ service: 'matches-feed', level: config.LOG_LEVEL });
  const text = readFileSync(file, 'utf8');
  await ensureDatabase(config.MATCHES_DATABASE_URL);
  const store = new MemoryStore();
  const app = await createMatchesApp({
    database: { kind: 'postgres', url: config.MATCHES_DATABASE_URL },
    store,
    internalSecret: randomBytes(32).toString('base64url'),
    logger,
    eventBus: new EmbeddedEventBus({ contracts: [], logger }),
    world: worldOptionsFrom(config),
  });
  let exitCode = 0;
  try {
    const result = await app.get(FeedIngestService).ingest(text);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } catch (error) {
    // A rejected feed is the operator's to fix: its message names the path, line and reason.
    if (error instanceof DomainException) process.stderr.write(`${error.message}\n`);
    else logger.fatal({ err: error }, 'feed ingestion failed');
    exitCode = 1;
  } finally {
    await app.close();
    await store.close();
  }
  process.exit(exitCode);
}

void ingestFeed();
