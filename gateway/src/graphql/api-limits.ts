import type { ApolloArmor } from '@escape.tech/graphql-armor';

type ArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * The public-API limits for HTTP and WebSocket operations alike. A fresh object per call:
 * ApolloArmor adds its rejection handlers to the config it is given, so a shared one would report
 * every error once per armor built from it. Armor's cost limit ignores list sizes, so the cost is
 * measured by query-cost.ts instead.
 */
export function apiLimits() {
  return {
    // Depth is how deep the data goes: a fragment spread is not a level of its own, so clients can build
    // queries from components' fragments (a card inside a squad slot) without running into the limit.
    maxDepth: { n: 8, flattenFragments: true },
    costLimit: { enabled: false },
    maxAliases: { n: 15 },
    maxTokens: { n: 1000 },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: true },
  } satisfies ArmorConfig;
}
