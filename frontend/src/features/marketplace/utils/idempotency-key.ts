/** A new purchase's idempotency key: one per confirmation, sent again as is when that confirmation is retried. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
