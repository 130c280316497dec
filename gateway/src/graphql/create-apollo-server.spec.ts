import http from 'node:http';
import https from 'node:https';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '@sfl/logging';
import { createApolloServer } from './create-apollo-server';

const supergraphSdl = readFileSync(join(__dirname, '..', '..', 'supergraph.graphql'), 'utf8');
const SUBGRAPHS = [
  'users',
  'matches',
  'nft',
  'squads',
  'spl-rewards',
  'leagues',
  'championships',
  'notifications',
];

describe('createApolloServer', () => {
  afterEach(() => jest.restoreAllMocks());

  // Apollo's gateway reports the host to Apollo unless told not to: its detectors probe cloud
  // metadata addresses on start and its exporter posts to Apollo on stop (and every hour).
  it('should send nothing anywhere when it starts and stops, its subgraphs aside', async () => {
    const requests = [jest.spyOn(http, 'request'), jest.spyOn(https, 'request'), jest.spyOn(http, 'get')];
    const server = createApolloServer({
      supergraphSdl,
      subgraphUrls: Object.fromEntries(SUBGRAPHS.map((name) => [name, `http://127.0.0.1:9/${name}`])),
      subgraphTimeoutMs: 1_000,
      internalSecret: 'x'.repeat(32),
      logger: createLogger({ service: 'test', level: 'silent' }),
      production: true,
      plugins: [],
    });

    await server.start();
    await server.stop();

    for (const request of requests) expect(request).not.toHaveBeenCalled();
  });
});
