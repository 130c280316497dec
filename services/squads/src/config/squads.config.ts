import { portField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** Environment of the squads subgraph when it runs as its own process (services mode). */
export const squadsConfigSchema = z.object({
  SQUADS_PORT: portField(4004),
  SQUADS_HOST: z.string().default('127.0.0.1'),
  SQUADS_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
});

export type SquadsConfig = z.output<typeof squadsConfigSchema>;
