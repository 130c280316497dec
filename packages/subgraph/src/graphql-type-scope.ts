import type { Type } from '@nestjs/common';

/**
 * The owner of one subgraph's GraphQL types. NestJS keeps every decorated type of the process in
 * one registry, so when several subgraphs share a process (the embedded mode) each would otherwise
 * print the others' types too, and two subgraphs naming the same federated entity (`Footballer`
 * in matches and, as a reference, in nft) could not both build. Every type a subgraph declares is
 * registered in its scope (`registerIn: () => Scope`), and its GraphQL module includes only that scope.
 */
export type GraphQLTypeScope = Type<unknown>;

export function graphqlTypeScope(subgraph: string): GraphQLTypeScope {
  // A class per subgraph: the registry compares scopes by identity; the name helps debugging.
  return {
    [subgraph]: class {},
  }[subgraph] as GraphQLTypeScope;
}
