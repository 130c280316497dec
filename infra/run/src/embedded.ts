import { runEmbedded } from './run-embedded';

// `./infra/bin/start`: the product on its embedded defaults.
void runEmbedded();
