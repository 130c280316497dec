import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { emptyClusterArchive } from './empty-cluster';

// node-postgres returns int8 and numeric as strings (no precision loss); PGlite is told to do the same
// so code behaves identically in both modes.
const asText = (value: string) => value;
const PG_COMPATIBLE_PARSERS = { [types.INT8]: asText, [types.NUMERIC]: asText };

export const isCluster = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** A PGlite on `dataDir` (in memory when undefined); a new one starts from the prebuilt empty cluster. */
export async function createPGlite(dataDir: string | undefined): Promise<PGlite> {
  const archive = dataDir && isCluster(dataDir) ? undefined : emptyClusterArchive();
  return PGlite.create(dataDir, { parsers: PG_COMPATIBLE_PARSERS, ...(archive && { loadDataDir: archive }) });
}
