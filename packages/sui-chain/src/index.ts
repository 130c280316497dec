export * from './chain-reader';
export * from './grpc-chain-reader';
export { FakeSuiNode, type FakeObject, type FakeOwner, type FakeTransaction } from './testing';
export * from './sui-network';
