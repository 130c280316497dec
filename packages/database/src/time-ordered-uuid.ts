/**
 * SQL for a new UUID v7 (RFC 9562: milliseconds, then random bits), for a column filled in the
 * statement that inserts its rows: ids sort by time, so a primary key takes new rows at its right
 * edge instead of on random pages, and ordering by id is ordering by creation.
 */
export const TIME_ORDERED_UUID_SQL = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
  placing substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
  52, 1), 53, 1), 'hex')::uuid`;
