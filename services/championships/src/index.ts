export { createChampionshipsApp } from './create-championships-app';
export type { ChampionshipsAppOptions } from './championships-app.module';
export {
  championshipsConfigSchema,
  type ChampionshipsConfig,
  championshipQuotasConfigFields,
  championshipQuotasFrom,
} from './config/championships.config';
