const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids sent by clients are checked before they reach a uuid column, which would refuse them. */
export const isUuid = (value: string): boolean => UUID.test(value);
