import type { ApolloArmor } from '@escape.tech/graphql-armor';

type ArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * The public-API limits of stack.md §6, for HTTP and WebSocket operations alike. A fresh object
 * per call: ApolloArmor adds its rejection handlers to the config it is given, so a shared one
 * would report every error once per armor built from it.
 */
export function apiLimits() {
  return {
    maxDepth: { n: 8 },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 15 },
    maxTokens: { n: 1000 },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: true },
  } satisfies ArmorConfig;
}
