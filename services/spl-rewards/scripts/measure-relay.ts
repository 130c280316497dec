import { randomUUID } from 'node:crypto';
import { SplRewardsAwarded } from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, recordEvents } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { measuringKafkaBus } from './measure-kafka-bus';

// `node dist/scripts/measure-relay.js`: how fast the Kafka outbox relay publishes SplRewardsAwarded
// events of one reward each. EVENTS (default 30,000) are recorded in an outbox first, then the relay starts; prints
// events per second until the last one is marked published. PostgreSQL and Kafka on localhost
// (POSTGRES_URL, KAFKA_BROKERS).
const EVENTS = Number(process.env.EVENTS ?? 30_000);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLUB = { id: randomUUID(), name: 'Northfield Rovers', shortName: 'NFR' };

function award() {
  const managerId = randomUUID();
  const matchDetails = {
    matchId: randomUUID(),
    footballerId: randomUUID(),
    footballerName: 'Player 1',
    homeClub: CLUB,
    awayClub: CLUB,
    homeScore: 1,
    awayScore: 0,
    minute: 10,
  };
  return {
    aggregateId: managerId,
    payload: {
      managerId,
      rewards: [
        {
          rewardId: randomUUID(),
          actionType: 'goal' as const,
          isCaptain: false,
          matchDetails,
          gameweek: 1,
          splTokens: 200,
          awardedAt: new Date().toISOString(),
          balance: { currentBalance: 200, totalEarned: 200 },
        },
      ],
    },
  };
}

async function main(): Promise<void> {
  const logger = createLogger({ service: 'measure', level: 'error' });
  const bus = measuringKafkaBus('relay', logger);
  const database = await createDisposableDatabase(POSTGRES_URL);
  const dataSource = await openDataSource(database.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  try {
    for (let done = 0; done < EVENTS; done += 2_000) {
      const events = Array.from({ length: Math.min(2_000, EVENTS - done) }, award);
      await dataSource.transaction((manager) => recordEvents(manager, SplRewardsAwarded, events));
    }
    const started = Date.now();
    await bus.startPublishing('spl-rewards', dataSource);
    for (;;) {
      const [{ pending }] = (await dataSource.query(
        'SELECT count(*)::int AS pending FROM outbox_event WHERE published_at IS NULL',
      )) as { pending: number }[];
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = Date.now() - started;
    process.stdout.write(
      `relay: ${EVENTS} SplRewardsAwarded published in ${ms} ms, ${Math.round((EVENTS * 1000) / ms)}/s\n`,
    );
  } finally {
    await bus.stop();
    await dataSource.destroy();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `measure failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
