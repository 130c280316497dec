import type { Logger } from '@sfl/logging';
import { graphqlRequest, startTestApp, type TestApp } from '@sfl/testing';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { createUsersApp } from '../src/create-users-app';
import { registerOperation } from './operations/account.operations';
import type { UsersAppOptions } from '../src/users-app.module';

export const TEST_APP_DOMAIN = 'fantasy.test:8443';

/** The test app plus its fake Sui node, for seeding what the node should verify (e.g. zkLogin). */
export type UsersTestApp = TestApp & { node: FakeSuiNode };

/**
 * The real users subgraph on a fresh database (embedded, or TEST_DATABASE_URL's server), reading
 * the chain through the real gRPC adapter from a fake Sui node on 127.0.0.1.
 */
export async function startUsersTestApp(
  limits: Pick<
    UsersAppOptions,
    'loginLimits' | 'registrationLimits' | 'passwordHashLimits' | 'walletLinkQuota' | 'logoutEverywhereQuota'
  > = {},
  /** the app's logger, for tests that read what it logs (silent otherwise) */
  logger?: Logger,
): Promise<UsersTestApp> {
  const node = new FakeSuiNode();
  const chain = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
  const app = await startTestApp((dependencies) =>
    createUsersApp({
      ...dependencies,
      ...(logger && { logger }),
      chain,
      ...limits,
      appDomain: TEST_APP_DOMAIN,
    }),
  );
  return {
    ...app,
    node,
    close: async () => {
      await app.close();
      await node.stop();
    },
  };
}

/** Registers a user (password "correct horse") and gives their id. */
export async function registeredUserId(t: TestApp, username: string): Promise<string> {
  const res = await graphqlRequest(t.server, registerOperation(username, 'correct horse'));
  return res.body.data.register.id;
}
