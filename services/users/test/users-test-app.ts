import { startTestApp, type TestApp } from '@sfl/testing';
import { FakeSuiNode, GrpcChainReader } from '@sfl/sui-chain';
import { createUsersApp } from '../src/create-users-app';
import type { LoginLimits } from '../src/config/users.config';

/**
 * The real users subgraph on a fresh database (embedded, or TEST_DATABASE_URL's server), reading
 * the chain through the real gRPC adapter from a fake Sui node on 127.0.0.1.
 */
export async function startUsersTestApp(loginLimits?: LoginLimits): Promise<TestApp> {
  const node = new FakeSuiNode();
  const chain = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
  const app = await startTestApp((dependencies) => createUsersApp({ ...dependencies, chain, loginLimits }));
  return {
    ...app,
    close: async () => {
      await app.close();
      await node.stop();
    },
  };
}
