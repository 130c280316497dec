export { createSquadsApp } from './create-squads-app';
export type { SquadsAppOptions } from './squads-app.module';
export {
  squadsConfigSchema,
  type SquadsConfig,
  squadChangeQuotaConfigFields,
  squadChangeQuotaFrom,
} from './config/squads.config';
export { RankStore, RANKING_KEY, type Standing } from './leaderboard/rank-store';
export { squadsMigrations } from './database/migrations';
export { squadsEntities } from './database/squads.entities';
