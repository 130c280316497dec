export { createMatchesApp } from './create-matches-app';
export type { MatchesAppOptions } from './matches-app.module';
export {
  matchesConfigSchema,
  calendarFitsSimulation,
  calendarTooShort,
  worldOptionsFrom,
  simulatorOptionsFrom,
  DEFAULT_SIMULATOR_OPTIONS,
  DEFAULT_WORLD_OPTIONS,
  type MatchesConfig,
  type SimulatorOptions,
  type WorldOptions,
} from './config/matches.config';
export { FANTASY_POINTS_TABLE, type FantasyPointsRow } from './points/fantasy-points.table';
export { matchesMigrations } from './database/migrations';
export { matchesEntities } from './database/matches.entities';
