import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { Supergraph } from '@apollo/federation-internals';
import type { Logger } from '@sfl/logging';
import { apiLimits } from './api-limits';
import { createGatewayErrorFormatter } from './format-gateway-error';
import type { GatewayContext } from './gateway-context';
import { declaredListSizes, queryCostPlugin } from './query-cost';
import { SubgraphDataSource } from './subgraph-data-source';

/** Subgraph name → its URL, or the URLs of its replicas (the gateway balances them). */
export type SubgraphUrls = Record<string, string | readonly string[]>;

export interface ApolloServerOptions {
  supergraphSdl: string;
  /** must cover every subgraph of the supergraph */
  subgraphUrls: SubgraphUrls;
  /** how long a subgraph may take to answer one request in full */
  subgraphTimeoutMs: number;
  internalSecret: string;
  logger: Logger;
  production: boolean;
  plugins: ApolloServerPlugin<GatewayContext>[];
}

/** Apollo Server over the static supergraph, with the public-API limits (api-limits.ts, query-cost.ts). */
export function createApolloServer(options: ApolloServerOptions): ApolloServer<GatewayContext> {
  const { supergraphSdl, subgraphUrls, subgraphTimeoutMs, internalSecret, logger, production } = options;
  assertEverySubgraphHasUrl(supergraphSdl, subgraphUrls);
  // Apollo's gateway otherwise reports the host (its cloud, CPUs, memory, uptime) to Apollo every
  // hour and on stop; the product sends nothing to third parties, and this variable is the only switch.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const stopped = new AbortController();
  const gateway = new ApolloGateway({
    supergraphSdl,
    logger,
    buildService: ({ name }) =>
      new SubgraphDataSource(
        { name, urls: [subgraphUrls[name]!].flat(), timeoutMs: subgraphTimeoutMs },
        internalSecret,
        logger,
        stopped.signal,
      ),
  });
  const armor = new ApolloArmor(apiLimits()).protect();
  return new ApolloServer<GatewayContext>({
    gateway,
    logger,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      queryCostPlugin<GatewayContext>({ declared: declaredListSizes(supergraphSdl) }),
      ApolloServerPluginLandingPageDisabled(),
      // No type declares cache hints and the subgraphs send none: nothing to add up per request.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ serverWillStop: async () => stopped.abort() }) },
      ...options.plugins,
    ],
    formatError: createGatewayErrorFormatter(logger),
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    persistedQueries: false,
    allowBatchedHttpRequests: false,
    // The caller owns the process and calls stop().
    stopOnTerminationSignals: false,
  });
}

// The committed supergraph only holds placeholder URLs; fail at start, not on the first request.
function assertEverySubgraphHasUrl(supergraphSdl: string, subgraphUrls: SubgraphUrls) {
  const missing = Supergraph.build(supergraphSdl)
    .subgraphsMetadata()
    .filter(({ name }) => !subgraphUrls[name])
    .map(({ name }) => name);
  if (missing.length > 0) throw new Error(`No URL given for subgraph(s): ${missing.join(', ')}`);
}
