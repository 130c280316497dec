import 'reflect-metadata';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { createPGlite } from './create-pglite';
import type { EmbeddedSchema } from './embedded-postgres';
import { createSerializedPGliteDriver, SerializedPGlite } from './pglite-driver';

/** Where a service keeps its data: a PostgreSQL server, or embedded PostgreSQL (PGlite). */
export type DatabaseTarget =
  /** `poolSize`: connections this process may open to it (default 10) */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `schema`: the service's schema in the process's shared embedded database. Without it, a private
   * in-memory database for this one data source (tests).
   */
  | { kind: 'embedded'; schema?: EmbeddedSchema };

export interface DataSourceOptions {
  entities: MixedList<string | (new () => unknown) | EntitySchema>;
  migrations: MixedList<string | (new () => unknown)>;
}

async function embeddedDriver(schema: EmbeddedSchema | undefined) {
  if (schema) return schema.driver();
  return createSerializedPGliteDriver(new SerializedPGlite(await createPGlite(undefined)), {
    closeOnEnd: true,
  });
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
  if (target.kind === 'postgres')
    return migratedByOne(new DataSource({ ...common, url: target.url, poolSize: target.poolSize ?? 10 }));
  const { schema } = target;
  const embedded = async (migrations: DataSourceOptions['migrations']) =>
    migrated(new DataSource({ ...common, migrations, driver: await embeddedDriver(schema), poolSize: 1 }));
  await schema?.importOlderData(options.migrations, embedded);
  return embedded(options.migrations);
}

// The advisory lock key of migrations, the same in every service's database.
const MIGRATIONS_LOCK = 'sfl:migrations';

/**
 * Several instances of a service may start at once on its database (compose `--scale`): one
 * migrates while the others wait on a session advisory lock, then find nothing left to run.
 */
async function migratedByOne(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
    await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]);
    await lockHolder.release();
    return dataSource;
  } catch (error) {
    // Closing the pool closes the lock's connection too, which frees the lock.
    await lockHolder.release();
    await dataSource.destroy();
    throw error;
  }
}

async function migrated(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
