export { createLeaguesApp, startChampionshipsConsumers } from './create-leagues-app';
export type { LeaguesAppOptions } from './leagues-app.module';
export {
  leaguesConfigSchema,
  leaguesLimitsConfigFields,
  leaguesLimitsFrom,
  type LeaguesConfig,
} from './config/leagues.config';
