import type { CodegenConfig } from '@graphql-codegen/cli';

// The gateway's own operations (the REST facade's and the public reads'), typed as the frontend's
// are (frontend/codegen.ts): offline, from the committed schema files, so a schema change that
// breaks one fails codegen (an invalid document) or the typecheck (a changed shape).
const config: CodegenConfig = {
  schema: ['api-schema.graphql', 'subscriptions.graphql'],
  generates: {
    './src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true },
        // Not the frontend's nonOptionalTypename: Apollo Client adds __typename to every selection,
        // executeOperation does not, so a type has it only when the document selects it.
        skipTypename: true,
        defaultScalarType: 'unknown',
        scalars: { ID: 'string', DateTime: 'string' },
      },
      documents: ['src/**/*.ts', '!src/graphql/__generated__/**'],
    },
  },
};

export default config;
