// Test support, imported as @sfl/sui-chain/testing: never part of a service's production imports.
export * from './fake-sui-node';
export * from './zklogin-test-wallet';
