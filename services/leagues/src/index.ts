export { createLeaguesApp, startChampionshipsConsumers } from './create-leagues-app';
export type { LeaguesAppOptions } from './leagues-app.module';
export {
  DEFAULT_LEAGUES_LIMITS,
  leaguesConfigSchema,
  leaguesLimitsConfigFields,
  leaguesLimitsFrom,
  type LeaguesConfig,
} from './config/leagues.config';
export { leaguesMigrations } from './database/migrations';
export { leaguesEntities } from './database/leagues.entities';
