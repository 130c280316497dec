import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '@sfl/database';

// The bench gateway's two databases (its producer's outbox, the users subgraph's), made and dropped
// by live.bench.ts around each gateway process, so that none is left behind if that process is
// killed. Named sfl_bench_live_* on the PostgreSQL server at POSTGRES_URL.

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENV = { producer: 'BENCH_LIVE_PRODUCER_DATABASE_URL', users: 'BENCH_LIVE_USERS_DATABASE_URL' } as const;

export interface LiveDatabases {
  /** for the gateway process's environment */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createLiveDatabases(): Promise<LiveDatabases> {
  const run = randomBytes(4).toString('hex');
  const urls = Object.fromEntries(
    Object.entries(ENV).map(([name, variable]) => {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/sfl_bench_live_${run}_${name}`;
      return [variable, url.toString()];
    }),
  );
  for (const url of Object.values(urls)) await ensureDatabase(url);
  return {
    env: urls,
    drop: async () => {
      for (const url of Object.values(urls)) await dropDatabase(url);
    },
  };
}

/** In the gateway process: the URLs the bench made. */
export function liveDatabaseUrls(): { producer: string; users: string } {
  const [producer, users] = [process.env[ENV.producer], process.env[ENV.users]];
  if (!producer || !users) throw new Error(`${ENV.producer} and ${ENV.users} must be set`);
  return { producer, users };
}
