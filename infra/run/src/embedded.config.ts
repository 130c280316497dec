import { championshipQuotasConfigFields } from '@sfl/championships';
import { sessionLimitConfigFields, trustProxyField } from '@sfl/gateway';
import { leaguesLimitsConfigFields } from '@sfl/leagues';
import { calendarFitsSimulation, calendarTooShort } from '@sfl/matches';
import { marketQuotaConfigFields, nftCollectionConfigFields, withCollectionPairCheck } from '@sfl/nft';
import { notificationQuotasConfigFields } from '@sfl/notifications';
import { achievementBudgetConfigFields, bonusVestingConfigFields } from '@sfl/spl-rewards';
import { squadChangeQuotaConfigFields } from '@sfl/squads';
import { accountLimitsConfigFields } from '@sfl/users';
import { suiNetworkConfigFields } from '@sfl/sui-chain';
import { appDomainField } from '@sfl/users';
import { z } from 'zod';
import { booleanField, logLevelField, portField, positiveIntField } from '@sfl/config';
import { repoPath } from './repo-paths';

/** Embedded mode: everything in one process, data on disk, no other software. */
export const embeddedConfigSchema = withCollectionPairCheck(
  z
    .object({
      PORT: portField(3000),
      HOST: z.string().default('127.0.0.1'),
      /** GET /metrics for the whole process on HOST, apart from PORT; 0: no metrics listener */
      METRICS_PORT: portField(9464),
      DATA_DIR: z.string().default(repoPath('.data')),
      LOG_LEVEL: logLevelField(),
      SESSION_TTL_MINUTES: positiveIntField(7 * 24 * 60),
      ...sessionLimitConfigFields,
      TRUST_PROXY: trustProxyField(),
      ...accountLimitsConfigFields,
      ...championshipQuotasConfigFields,
      ...leaguesLimitsConfigFields,
      ...squadChangeQuotaConfigFields,
      ...notificationQuotasConfigFields,
      SIMULATOR_ENABLED: booleanField(true),
      /** game minutes per real minute: 30 plays a match in about 3 minutes */
      SIMULATION_SPEED: positiveIntField(30),
      /** the calendar, compressed so that a new user sees a gameweek come and go: one every 20 minutes */
      GAMEWEEK_LENGTH_MINUTES: positiveIntField(20),
      APP_DOMAIN: appDomainField(),
      ...suiNetworkConfigFields,
      ...nftCollectionConfigFields,
      ...marketQuotaConfigFields,
      ...bonusVestingConfigFields,
      ...achievementBudgetConfigFields,
    })
    .refine(calendarFitsSimulation, calendarTooShort),
);

export type EmbeddedConfig = z.output<typeof embeddedConfigSchema>;
