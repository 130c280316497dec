import { randomBytes } from 'node:crypto';
import { MemoryStore } from '@sfl/cache';
import { allContracts } from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createMatchesApp } from '@sfl/matches';
import { type ExtraService, runEmbedded } from '@sfl/runner';

// The embedded mode with seven services, so its start time and memory with the planned game services
// were measured before they existed. Leagues and championships both run for real now: no stand-in is
// left, so this is the embedded mode itself (the start bench's five/seven comparison is due a rework).
// A stand-in is a copy of the matches subgraph, the largest service (GraphQL, migrations, a seeded
// world, an outbox), on its own schema of the one embedded database; it has its own event bus and
// store, so it touches nothing of the real services.
const PLANNED_SERVICES: string[] = [];

function standIn(name: string): ExtraService {
  return {
    name,
    async start(database) {
      const logger = createLogger({ service: name, level: 'warn' });
      const store = new MemoryStore();
      const eventBus = new EmbeddedEventBus({ contracts: allContracts, logger });
      const internalSecret = randomBytes(32).toString('base64url');
      const app = await createMatchesApp({ database, store, internalSecret, logger, eventBus });
      await app.listen(0, '127.0.0.1');
      return {
        async close() {
          await eventBus.stop();
          await app.close();
          await store.close();
        },
      };
    },
  };
}

void runEmbedded({ extraServices: PLANNED_SERVICES.map(standIn) });
