import type { DynamicModule, ModuleMetadata, Provider, Type } from '@nestjs/common';
import type { DataSourceOptions } from '@sfl/database';
import type { GraphQLTypeScope } from './graphql-type-scope';
import { HealthController } from './health.controller';
import { OperationMetricsPlugin } from './operation-metrics.plugin';
import type { SubgraphDependencies } from './subgraph-dependencies';
import { federatedGraphQLModule, subgraphDatabaseModule } from './subgraph-modules';
import { SubgraphRuntimeModule } from './subgraph-runtime.module';

export interface SubgraphAppModuleOptions {
  dependencies: SubgraphDependencies;
  /** the owner of the subgraph's GraphQL types */
  typeScope: GraphQLTypeScope;
  /**
   * other subgraphs' entities this one adds fields to without any of its own types naming them
   * (its schema keeps only the types it reaches from its operations and types otherwise)
   */
  extendedEntities?: Type<unknown>[];
  /** the subgraph's entities and migrations */
  database: Pick<DataSourceOptions, 'entities' | 'migrations'>;
  /** the subgraph's feature modules */
  imports: NonNullable<ModuleMetadata['imports']>;
  /** the subgraph's chain reader, when it reads the Sui network (CHAIN_READER) */
  chain?: unknown;
  /** the subgraph's own settings handed in from outside, global like the shared tokens */
  runtimeProviders?: Provider[];
  /** providers of the root module itself (e.g. custom scalars) */
  providers?: Provider[];
}

/**
 * The root module of a subgraph: health route, shared runtime tokens, its own database (from its
 * migrations) and its federated GraphQL schema with its operations measured, around the
 * subgraph's feature modules. createSubgraphApp adds /ready and /metrics.
 */
export function subgraphAppModule(
  appModule: Type<unknown>,
  options: SubgraphAppModuleOptions,
): DynamicModule {
  const { dependencies } = options;
  return {
    module: appModule,
    controllers: [HealthController],
    // The plugin is a provider of the root module: the GraphQL module only looks for plugins there.
    providers: [OperationMetricsPlugin, ...(options.providers ?? [])],
    imports: [
      SubgraphRuntimeModule.forRoot({
        dependencies,
        chain: options.chain,
        providers: options.runtimeProviders,
      }),
      subgraphDatabaseModule(dependencies.database, options.database),
      federatedGraphQLModule(dependencies.logger, {
        appModule,
        typeScope: options.typeScope,
        extendedEntities: options.extendedEntities ?? [],
      }),
      ...options.imports,
    ],
  };
}
