export * from './chain-reader';
export * from './grpc-chain-reader';
export * from './player-collection';
export * from './sui-network';
export * from './sui-address';
