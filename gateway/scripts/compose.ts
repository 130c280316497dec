import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeSupergraph, readSubgraphSources } from '../src/composition/compose-supergraph';

// Run through `npm run compose`, so the working directory is the gateway workspace. Plain text on
// stdout/stderr: this is a build step read by people and CI logs, not a service log.
const gatewayDir = process.cwd();
const outcome = composeSupergraph(readSubgraphSources(join(gatewayDir, '..', 'services')));

if (outcome.ok) {
  writeFileSync(join(gatewayDir, 'supergraph.graphql'), outcome.supergraphSdl);
  writeFileSync(join(gatewayDir, 'api-schema.graphql'), outcome.apiSchemaSdl);
  process.stdout.write('Composed: wrote supergraph.graphql and api-schema.graphql\n');
} else {
  process.stderr.write(`Composition failed:\n${outcome.errors.map((error) => `  - ${error}`).join('\n')}\n`);
  process.exitCode = 1;
}
