import { EventEmitter } from 'node:events';
import type { PGlite, Results } from '@electric-sql/pglite';

// PGlite is one connection. TypeORM expects a pool of many, so the connection is handed to one
// holder at a time (a "pool of one"): transactions stay isolated and every rollback is real. A
// holder that never releases (typically a query on the root manager inside a transaction) would
// hang everyone; the lease timeout turns that bug into an error.
const LEASE_WAIT_TIMEOUT_MS = 30_000;

type Callback<T> = (error: Error | null, result?: T) => void;

interface QueryResultShape {
  rows: unknown[];
  rowCount: number;
  command: string;
  fields: Results['fields'];
}

function toPgResult(sql: string, result: Results): QueryResultShape {
  return {
    rows: result.rows,
    rowCount: result.affectedRows ?? result.rows.length,
    // TypeORM reads `command` to shape UPDATE/DELETE results the way node-postgres does.
    command: sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '',
    fields: result.fields,
  };
}

/** Which role and schema a lease runs as; `undefined` is the administrator on the default schema. */
export type SessionName = string | undefined;

const sessionSql = (name: SessionName) =>
  name === undefined ? 'RESET ROLE; RESET search_path' : `SET ROLE "${name}"; SET search_path TO "${name}"`;

/**
 * The one PGlite connection, leased to one holder at a time. Several services can share it: each
 * lease names the service's role and schema, and the connection is switched to them first.
 */
export class SerializedPGlite {
  private tail: Promise<void> = Promise.resolve();
  private session: SessionName = undefined;

  constructor(readonly db: PGlite) {}

  async lease(session: SessionName): Promise<() => void> {
    const release = await this.waitForTurn();
    if (session !== this.session) {
      try {
        await this.db.exec(sessionSql(session));
        this.session = session;
      } catch (error) {
        release();
        throw error;
      }
    }
    return release;
  }

  /** Runs `task` as the administrator, alone on the connection. */
  async asAdministrator<T>(task: (db: PGlite) => Promise<T>): Promise<T> {
    const release = await this.lease(undefined);
    try {
      return await task(this.db);
    } finally {
      release();
    }
  }

  private waitForTurn(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Embedded database busy for ${LEASE_WAIT_TIMEOUT_MS} ms: nested use of the root manager inside a transaction?`,
            ),
          ),
        LEASE_WAIT_TIMEOUT_MS,
      );
      timer.unref();
    });
    return Promise.race([previous.then(() => release), timeout]).finally(() => clearTimeout(timer));
  }
}

export interface PGliteDriverOptions {
  /** the role and schema every query of this driver runs as */
  session?: SessionName;
  /** close the database when TypeORM ends the pool (only when this driver is its sole user) */
  closeOnEnd: boolean;
}

/** A stand-in for the `pg` module, passed to TypeORM as its `driver` option. */
export function createSerializedPGliteDriver(
  connection: SerializedPGlite,
  options: PGliteDriverOptions,
): { Pool: new () => EventEmitter } {
  const { db } = connection;
  const client = {
    query(
      sql: string,
      params?: unknown[] | Callback<QueryResultShape>,
      callback?: Callback<QueryResultShape>,
    ) {
      const cb = typeof params === 'function' ? params : callback;
      const values = Array.isArray(params) ? params : undefined;
      const run = values?.length
        ? db.query<Record<string, unknown>>(sql, values).then((result) => toPgResult(sql, result))
        : db
            .exec(sql)
            .then((results) => toPgResult(sql, results[results.length - 1] ?? { rows: [], fields: [] }));
      if (!cb) return run;
      run.then(
        (result) => cb(null, result),
        (error: Error) => cb(error),
      );
      return undefined;
    },
    on() {
      return client;
    },
    removeListener() {
      return client;
    },
  };

  class Pool extends EventEmitter {
    connect(cb: (error: Error | null, connection?: typeof client, release?: () => void) => void) {
      connection.lease(options.session).then(
        (release) => cb(null, client, release),
        (error: Error) => cb(error),
      );
    }
    end(cb?: (error?: Error) => void) {
      if (!options.closeOnEnd) return void cb?.();
      db.close().then(
        () => cb?.(),
        (error: Error) => cb?.(error),
      );
    }
  }

  return { Pool };
}
