import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createPGlite, isCluster } from './create-pglite';
import type { DataSource } from 'typeorm';
import { importLegacyDatabase, keepImportedFolder } from './legacy-import';
import type { DataSourceOptions } from './open-data-source';
import { createSerializedPGliteDriver, SerializedPGlite } from './pglite-driver';

const SERVICE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** One service's part of an embedded database, for `openDataSource`. */
export interface EmbeddedSchema {
  readonly name: string;
  driver(): ReturnType<typeof createSerializedPGliteDriver>;
  /** Before the service's migrations run: brings in its data from an older per-service database. */
  importOlderData(
    migrations: DataSourceOptions['migrations'],
    build: (migrations: DataSourceOptions['migrations']) => Promise<DataSource>,
  ): Promise<void>;
}

/**
 * One embedded PostgreSQL shared by every service of the process. Each service gets its own schema,
 * owned by a role of the same name that may use no other schema, so a service cannot read another's
 * tables even by mistake.
 */
export class EmbeddedPostgres {
  // Imports open a second PGlite each, so they run one at a time.
  private imports: Promise<void> = Promise.resolve();

  private constructor(
    private readonly connection: SerializedPGlite,
    /** service → its database in the older one-database-per-service layout, not yet imported */
    private readonly olderDatabases = new Map<string, string>(),
  ) {}

  /** In memory when `dataDir` is undefined. */
  static async open(dataDir: string | undefined): Promise<EmbeddedPostgres> {
    return new EmbeddedPostgres(new SerializedPGlite(await createPGlite(dataDir)));
  }

  /**
   * The database kept in `dataDir/postgres`. A folder of the older layout (one database per service,
   * `dataDir/<service>`) is imported into the service's schema when the service first opens it.
   */
  static async openDataDir(dataDir: string): Promise<EmbeddedPostgres> {
    const older = existsSync(dataDir)
      ? readdirSync(dataDir, { withFileTypes: true })
          .filter(
            (entry) => entry.isDirectory() && entry.name !== 'postgres' && SERVICE_NAME.test(entry.name),
          )
          .filter((entry) => isCluster(join(dataDir, entry.name)))
          .map((entry): [string, string] => [entry.name, join(dataDir, entry.name)])
      : [];
    const connection = new SerializedPGlite(await createPGlite(join(dataDir, 'postgres')));
    return new EmbeddedPostgres(connection, new Map(older));
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
      importOlderData: (migrations, build) => this.importOlderData(service, migrations, build),
    };
  }

  private importOlderData(
    service: string,
    migrations: DataSourceOptions['migrations'],
    build: (migrations: DataSourceOptions['migrations']) => Promise<DataSource>,
  ): Promise<void> {
    const folder = this.olderDatabases.get(service);
    if (!folder) return Promise.resolve();
    this.olderDatabases.delete(service);
    const run = this.imports.then(async () => {
      // A schema that already has migrations was imported before (then stopped before the rename).
      const done = await this.connection.asAdministrator((db) =>
        db.query<{ found: string | null }>(`SELECT to_regclass($1)::text AS found`, [
          `"${service}".migrations`,
        ]),
      );
      if (done.rows[0]?.found) return keepImportedFolder(folder);
      await importLegacyDatabase(
        { schema: service, run: (task) => this.connection.asAdministrator(task) },
        folder,
        build,
        migrations,
      );
    });
    this.imports = run.catch(() => undefined);
    return run;
  }

  /** After every data source on it is destroyed. */
  close(): Promise<void> {
    return this.connection.db.close();
  }
}
