import { renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DataSource, MigrationInterface } from 'typeorm';
import { createPGlite } from './create-pglite';
import type { DataSourceOptions } from './open-data-source';

/** An imported per-service database is kept, renamed out of the way (a hidden folder). */
export function keepImportedFolder(folder: string): void {
  renameSync(folder, join(dirname(folder), `.${basename(folder)}-imported`));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

type MigrationClass = new () => MigrationInterface;
const migrationName = (migration: MigrationClass) => new migration().name ?? migration.name;

/**
 * Moves a service's data from the database an older version kept for it alone (`folder`, tables in
 * `public`) into its schema of the shared database: the schema is built by the same migrations the old
 * database had run, the rows and sequence positions are copied in one transaction, and the newer
 * migrations then run as usual. The old folder is kept, renamed.
 */
export async function importLegacyDatabase(
  target: { schema: string; run: <T>(task: (db: PGlite) => Promise<T>) => Promise<T> },
  folder: string,
  build: (migrations: DataSourceOptions['migrations']) => Promise<DataSource>,
  migrations: DataSourceOptions['migrations'],
): Promise<void> {
  const legacy = await createPGlite(folder);
  try {
    const applied = new Set(
      (await legacy.query<{ name: string }>(`SELECT name FROM public.migrations`)).rows.map(
        (row) => row.name,
      ),
    );
    const known = (migrations as MigrationClass[]).filter((migration) => typeof migration === 'function');
    const unknown = [...applied].filter(
      (name) => !known.some((migration) => migrationName(migration) === name),
    );
    if (unknown.length)
      throw new Error(
        `Cannot import ${folder}: it ran migrations this version does not know (${unknown.join(', ')})`,
      );
    const schemaBuilder = await build(known.filter((migration) => applied.has(migrationName(migration))));
    await schemaBuilder.destroy();

    const tables = (
      await legacy.query<{ table: string; columns: string[] }>(
        `SELECT table_name AS table, array_agg(column_name::text ORDER BY ordinal_position) AS columns
           FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name <> 'migrations'
          GROUP BY table_name`,
      )
    ).rows;
    const sequences = (
      await legacy.query<{ name: string; position: string }>(
        `SELECT sequencename AS name, last_value::text AS position FROM pg_sequences
          WHERE schemaname = 'public' AND last_value IS NOT NULL AND sequencename <> 'migrations_id_seq'`,
      )
    ).rows;
    await target.run(async (db) => {
      await db.transaction(async (tx) => {
        // Rows arrive table by table, so foreign keys are checked by neither side during the copy.
        await tx.exec(`SET LOCAL session_replication_role = replica`);
        for (const { table, columns } of tables) {
          const list = columns.map(quote).join(', ');
          const { blob } = await legacy.query(`COPY public.${quote(table)} (${list}) TO '/dev/blob'`);
          // An empty table yields no blob, and COPY FROM without one would wait for input forever.
          if (!blob?.size) continue;
          await tx.query(`COPY ${quote(target.schema)}.${quote(table)} (${list}) FROM '/dev/blob'`, [], {
            blob,
          });
        }
        for (const { name, position } of sequences)
          await tx.query(`SELECT setval($1, $2::bigint)`, [
            `${quote(target.schema)}.${quote(name)}`,
            position,
          ]);
      });
    });
  } finally {
    await legacy.close();
  }
  keepImportedFolder(folder);
}
