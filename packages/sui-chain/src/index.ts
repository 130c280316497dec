export * from './chain-reader';
export * from './grpc-chain-reader';
export * from './player-collection';
export {
  FakeSuiNode,
  type FakeCard,
  type FakeCollection,
  type FakeEvent,
  type FakeListing,
  type FakeObject,
  type FakeOwner,
  type FakeSeed,
  type FakeTransaction,
} from './testing';
export { zkLoginTestWallet, type ZkLoginTestWallet } from './testing/zklogin-test-wallet';
export * from './sui-network';
