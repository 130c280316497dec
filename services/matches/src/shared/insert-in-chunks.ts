import type { EntityManager, ObjectLiteral } from 'typeorm';

// Bounded statements: a season's rows in one INSERT would exceed the driver's parameter limit.
const INSERT_CHUNK = 1_000;

/** Inserts `rows` in statements of at most a thousand rows, inside the caller's transaction. */
export async function insertInChunks<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: new () => T,
  rows: Partial<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + INSERT_CHUNK) as T[])
      .execute();
  }
}
