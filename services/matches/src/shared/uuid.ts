const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** IDs are UUIDs; anything else can match no row (and must not reach a uuid column). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
