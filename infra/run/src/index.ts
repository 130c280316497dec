export { runEmbedded } from './run-embedded';
export type { ExtraService } from './embedded-subgraphs';
