import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import type { DynamicModule, Type } from '@nestjs/common';
import { type BuildSchemaOptions, GraphQLModule } from '@nestjs/graphql';
import type { DataSourceOptions, DatabaseTarget } from '@sfl/database';
import { createGraphQLErrorFormatter } from '@sfl/errors';
import type { Logger } from '@sfl/logging';
import type { GraphQLTypeScope } from './graphql-type-scope';
import { SubgraphDatabaseModule } from './subgraph-database.module';

/** A federation-2 GraphQL module: no playground or introspection, domain errors mapped, internals hidden. */
export function federatedGraphQLModule(
  logger: Logger,
  schema: { appModule: Type<unknown>; typeScope: GraphQLTypeScope; extendedEntities: Type<unknown>[] },
): DynamicModule {
  // Resolvers from the app module and its imports; types from the subgraph's own scope only.
  const include = [schema.appModule, schema.typeScope];
  return GraphQLModule.forRoot<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    include,
    // The federation driver does not hand `include` on to the type filter (@nestjs/graphql 14.0),
    // so it goes in through the schema options, which the schema factory reads as `includeModules`.
    // An entity only extended here is named by no type of the subgraph: it enters as an orphan.
    buildSchemaOptions: {
      includeModules: include,
      orphanedTypes: schema.extendedEntities,
    } as BuildSchemaOptions,
    autoSchemaFile: { federation: 2 },
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    graphiql: false,
    introspection: false,
    includeStacktraceInErrorResponses: false,
    formatError: createGraphQLErrorFormatter((error) =>
      logger.error({ err: error }, 'unexpected error in subgraph'),
    ),
    // Per-field traces are only for Apollo's hosted studio, cache hints for HTTP caches in front
    // of a server: nothing here reads either, and each would wrap every field's resolver. The cast
    // bridges @apollo/server's CJS and ESM type declarations of the same plugin type.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ] as unknown as ApolloFederationDriverConfig['plugins'],
  });
}

/** The service's own database, schema from its migrations only (never synchronize). */
export function subgraphDatabaseModule(target: DatabaseTarget, schema: DataSourceOptions): DynamicModule {
  return SubgraphDatabaseModule.forRoot(target, schema);
}
