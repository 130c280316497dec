import { portField, postgresUrlField } from '@sfl/config';
import { subgraphProcessConfigFields } from '@sfl/subgraph';
import { z } from 'zod';

/** Environment of the spl-rewards subgraph when it runs as its own process (services mode). */
export const splRewardsConfigSchema = z.object({
  SPL_REWARDS_PORT: portField(4005),
  SPL_REWARDS_HOST: z.string().default('127.0.0.1'),
  SPL_REWARDS_DATABASE_URL: postgresUrlField(),
  ...subgraphProcessConfigFields,
});

export type SplRewardsConfig = z.output<typeof splRewardsConfigSchema>;
