import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { emptyClusterArchivePath } from './empty-cluster';

// Build step: runs initdb once and keeps the result for every fresh embedded database.
async function writeEmptyCluster() {
  const db = await PGlite.create();
  const archive = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(emptyClusterArchivePath, Buffer.from(await archive.arrayBuffer()));
}

void writeEmptyCluster();
