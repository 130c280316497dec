import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Made once at build time (write-empty-cluster.ts): an initialised, empty database cluster. A
// fresh embedded database starts from it instead of running initdb, which takes seconds.
const ARCHIVE = join(__dirname, '..', 'dist', 'empty-cluster.tar.gz');
export const EMPTY_CLUSTER_ARCHIVE_TYPE = 'application/x-gzip';

let cached: Buffer | null | undefined;

/** The empty cluster, or undefined when the package was not built (initdb then runs instead). */
export function emptyClusterArchive(): Blob | undefined {
  if (cached === undefined) {
    try {
      cached = readFileSync(ARCHIVE);
    } catch {
      cached = null;
    }
  }
  return cached ? new Blob([cached], { type: EMPTY_CLUSTER_ARCHIVE_TYPE }) : undefined;
}

export const emptyClusterArchivePath = ARCHIVE;
