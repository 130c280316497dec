import { createHash } from 'node:crypto';

// The namespace of every id derived here: ids of the generated world never collide with v4 ids.
const NAMESPACE = Buffer.from('6f1d2c9a8e3b4f57a0c1d2e3f4a5b6c7', 'hex');

/**
 * A name-based (version 5) UUID: the same name always gives the same id, so a world generated
 * from the same seed has the same ids on every machine and every run.
 */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
