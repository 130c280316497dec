export { runEmbedded } from './run-embedded';
export { ensureLocalKafka, stopLocalKafka } from './local-kafka';
export { dropServicesModeStack } from './services-stack-cleanup';
