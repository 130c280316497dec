export { runEmbedded } from './run-embedded';
export type { ExtraService } from './embedded-subgraphs';
export { ensureLocalKafka, stopLocalKafka } from './local-kafka';
