// CommonJS through Babel, because jest.mock only hoists in CommonJS; ESM-only packages are
// transformed too, and import.meta (Vite-only syntax) is rewritten by a local Babel plugin.
const esmOnly = [
  'react-router',
  '@remix-run',
  '@mysten',
  '@wallet-standard',
  '@noble',
  '@scure',
  '@vanilla-extract',
  'valibot',
  'gql.tada',
  '@0no-co',
  'poseidon-lite',
  'lucide-react',
  'jose',
  'cookie-es',
  // The dApp kit's stores and the wallet-standard registry it uses.
  'nanostores',
  '@nanostores',
];

// Dates are shown in the reader's time zone; tests read them in one fixed zone (set before workers start).
process.env.TZ = 'UTC';

module.exports = {
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '^(.+\\.graphql)\\?raw$': '$1',
  },
  transform: {
    '\\.graphql$': '<rootDir>/test/raw-text-transform.cjs',
    '^.+\\.(t|j|mj|cj)sx?$': [
      'babel-jest',
      {
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
        // A "<rootDir>/…" string is not resolved inside transform options, hence require.resolve.
        plugins: [require.resolve('./test/babel-import-meta.cjs')],
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/).+(?<!\\.mjs)$`],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  // Above the findBy timeout (test/setup-tests.ts), so a slow first render fails as what it waited for.
  testTimeout: 60_000,
};
