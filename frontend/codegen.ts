import type { CodegenConfig } from '@graphql-codegen/cli';

// Offline: typed documents come from the committed schema files, never from a running server.
// The API (supergraph minus federation details) and the subscriptions the gateway serves itself
// (Apollo Gateway does not federate subscriptions, so they are not in the supergraph).
const schema = ['../gateway/api-schema.graphql', '../gateway/subscriptions.graphql'];

const preset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true },
    nonOptionalTypename: true,
    defaultScalarType: 'unknown',
    scalars: { ID: 'string', DateTime: 'string' },
  },
} as const;

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    // The app's documents.
    './src/graphql/__generated__/': {
      ...preset,
      documents: ['src/**/*.{ts,tsx}', '!src/graphql/__generated__/**'],
    },
    // The end-to-end tests' own operations (operator setup), kept out of the app bundle.
    './e2e/__generated__/': {
      ...preset,
      documents: ['e2e/**/*.ts', '!e2e/__generated__/**'],
    },
  },
};

export default config;
