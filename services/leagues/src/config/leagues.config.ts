import { portField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** Environment of the leagues subgraph when it runs as its own process (services mode). */
export const leaguesConfigSchema = z.object({
  LEAGUES_PORT: portField(4006),
  LEAGUES_HOST: z.string().default('127.0.0.1'),
  LEAGUES_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
});

export type LeaguesConfig = z.output<typeof leaguesConfigSchema>;
