import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** Environment of the championships subgraph when it runs as its own process (services mode). */
export const championshipsConfigSchema = z.object({
  CHAMPIONSHIPS_PORT: portField(4007),
  CHAMPIONSHIPS_HOST: z.string().default('127.0.0.1'),
  CHAMPIONSHIPS_DATABASE_URL: postgresUrlField(),
  /** how often registration deadlines are checked (they pass with time, not with an event) */
  CHAMPIONSHIP_DEADLINE_CHECK_SECONDS: positiveIntField(5),
  ...subgraphProcessConfigFields,
});

export type ChampionshipsConfig = z.output<typeof championshipsConfigSchema>;
