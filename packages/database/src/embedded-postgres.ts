import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { emptyClusterArchive } from './empty-cluster';
import { createSerializedPGliteDriver, SerializedPGlite } from './pglite-driver';

// node-postgres returns int8 and numeric as strings (no precision loss); PGlite is told to do the same
// so code behaves identically in both modes.
const asText = (value: string) => value;
const PG_COMPATIBLE_PARSERS = { [types.INT8]: asText, [types.NUMERIC]: asText };

const isCluster = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** A PGlite on `dataDir` (in memory when undefined); a new one starts from the prebuilt empty cluster. */
export async function createPGlite(dataDir: string | undefined): Promise<PGlite> {
  const archive = dataDir && isCluster(dataDir) ? undefined : emptyClusterArchive();
  return PGlite.create(dataDir, { parsers: PG_COMPATIBLE_PARSERS, ...(archive && { loadDataDir: archive }) });
}

/** The data folder was written by a version that kept one embedded database per service. */
export class OutdatedDataDirError extends Error {
  constructor(
    readonly dataDir: string,
    readonly serviceFolders: string[],
  ) {
    super(
      `The data folder ${dataDir} holds data in an older layout (one embedded database per service: ` +
        `${serviceFolders.join(', ')}), which this version does not read. To start with empty data, move ` +
        `the folder aside (for example: mv ${dataDir} ${dataDir}.old) or choose another DATA_DIR; to keep ` +
        `using that data, run the version that wrote it.`,
    );
    this.name = 'OutdatedDataDirError';
  }
}

const SERVICE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** One service's part of an embedded database, for `openDataSource`. */
export interface EmbeddedSchema {
  readonly name: string;
  driver(): ReturnType<typeof createSerializedPGliteDriver>;
}

/**
 * One embedded PostgreSQL shared by every service of the process. Each service gets its own schema,
 * owned by a role of the same name that may use no other schema, so a service cannot read another's
 * tables even by mistake.
 */
export class EmbeddedPostgres {
  private constructor(private readonly connection: SerializedPGlite) {}

  /** In memory when `dataDir` is undefined. */
  static async open(dataDir: string | undefined): Promise<EmbeddedPostgres> {
    return new EmbeddedPostgres(new SerializedPGlite(await createPGlite(dataDir)));
  }

  /** The database kept in `dataDir/postgres`; refuses a data folder in the older per-service layout. */
  static async openDataDir(dataDir: string): Promise<EmbeddedPostgres> {
    const outdated = existsSync(dataDir)
      ? readdirSync(dataDir, { withFileTypes: true })
          .filter(
            (entry) =>
              entry.isDirectory() && entry.name !== 'postgres' && isCluster(join(dataDir, entry.name)),
          )
          .map((entry) => entry.name)
      : [];
    if (outdated.length) throw new OutdatedDataDirError(dataDir, outdated.sort());
    return EmbeddedPostgres.open(join(dataDir, 'postgres'));
  }

  /** Creates the service's role and schema when missing. */
  async schema(service: string): Promise<EmbeddedSchema> {
    if (!SERVICE_NAME.test(service) || service.startsWith('pg_'))
      throw new Error(`Unsupported schema name: "${service}"`);
    await this.connection.asAdministrator((db) =>
      db.exec(
        `DO $$ BEGIN
           IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${service}') THEN CREATE ROLE "${service}" NOLOGIN; END IF;
         END $$;
         CREATE SCHEMA IF NOT EXISTS "${service}" AUTHORIZATION "${service}";`,
      ),
    );
    const connection = this.connection;
    return {
      name: service,
      driver: () => createSerializedPGliteDriver(connection, { session: service, closeOnEnd: false }),
    };
  }

  /** After every data source on it is destroyed. */
  close(): Promise<void> {
    return this.connection.db.close();
  }
}
