const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be looked up in a uuid column (anything else would be a database error). */
export const isUuid = (id: string): boolean => UUID.test(id);
