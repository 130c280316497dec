import 'reflect-metadata';
import { PGlite, types } from '@electric-sql/pglite';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { createSerializedPGliteDriver } from './pglite-driver';

/** Where a service keeps its data: a PostgreSQL server, or embedded PostgreSQL (PGlite). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined = in memory (tests); otherwise a folder kept on disk. */
  | { kind: 'embedded'; dataDir?: string };

export interface DataSourceOptions {
  entities: MixedList<string | (new () => unknown) | EntitySchema>;
  migrations: MixedList<string | (new () => unknown)>;
}

// node-postgres returns int8 and numeric as strings (no precision loss); PGlite is told to do the same
// so code behaves identically in both modes.
const asText = (value: string) => value;
const PG_COMPATIBLE_PARSERS = { [types.INT8]: asText, [types.NUMERIC]: asText };

async function embeddedDriver(dataDir: string | undefined) {
  const db = await PGlite.create(dataDir, { parsers: PG_COMPATIBLE_PARSERS });
  return createSerializedPGliteDriver(db);
}

/** Opens the data source and applies pending migrations; schema changes come only from migrations. */
export async function openDataSource(
  target: DatabaseTarget,
  options: DataSourceOptions,
): Promise<DataSource> {
  const common = {
    type: 'postgres' as const,
    entities: options.entities,
    migrations: options.migrations,
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built in; uuid-ossp is not bundled in PGlite.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  const dataSource =
    target.kind === 'postgres'
      ? new DataSource({ ...common, url: target.url, poolSize: 10 })
      : new DataSource({ ...common, driver: await embeddedDriver(target.dataDir), poolSize: 1 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
