export { createChampionshipsApp } from './create-championships-app';
export type { ChampionshipsAppOptions } from './championships-app.module';
export {
  championshipsConfigSchema,
  type ChampionshipsConfig,
  championshipQuotasConfigFields,
  championshipQuotasFrom,
} from './config/championships.config';
export { championshipsMigrations } from './database/migrations';
export { championshipsEntities } from './database/championships.entities';
