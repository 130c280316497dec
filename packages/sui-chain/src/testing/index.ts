export * from './fake-sui-node';
