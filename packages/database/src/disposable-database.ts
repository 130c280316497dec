import { randomUUID } from 'node:crypto';
import { EmbeddedPostgres } from './embedded-postgres';
import { dropDatabase, ensureDatabase } from './ensure-database';
import type { DatabaseTarget } from './open-data-source';

export interface DisposableDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one isolated run (a test file, a benchmark): a schema of its own in an
 * in-memory embedded PostgreSQL, or, given a server URL, a new uniquely named database on that server.
 */
export async function createDisposableDatabase(serverUrl: string | undefined): Promise<DisposableDatabase> {
  if (!serverUrl) return sharedEmbedded.disposable();
  const url = new URL(serverUrl);
  url.pathname = `/sfl_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await ensureDatabase(url.toString());
  return { target: { kind: 'postgres', url: url.toString() }, drop: () => dropDatabase(url.toString()) };
}

/**
 * The embedded disposable databases open at once share one embedded PostgreSQL, each a schema of its own
 * owned by its own role, as the embedded run mode keeps its services: starting an embedded PostgreSQL
 * takes seconds, a schema milliseconds. It closes when the last of them is dropped.
 */
class SharedEmbeddedPostgres {
  private postgres?: Promise<EmbeddedPostgres>;
  private open = 0;
  private created = 0;

  async disposable(): Promise<DisposableDatabase> {
    const postgres = (this.postgres ??= EmbeddedPostgres.open(undefined));
    this.open += 1;
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      await this.release(postgres);
    };
    try {
      const schema = await (await postgres).schema(`disposable_${++this.created}`);
      return { target: { kind: 'embedded', schema }, drop };
    } catch (error) {
      await drop();
      throw error;
    }
  }

  private async release(postgres: Promise<EmbeddedPostgres>): Promise<void> {
    this.open -= 1;
    if (this.open > 0) return;
    this.postgres = undefined;
    await (await postgres.catch(() => undefined))?.close();
  }
}

const sharedEmbedded = new SharedEmbeddedPostgres();
