import { startTestApp, type TestApp } from '@sfl/testing';
import { createUsersApp } from '../src/create-users-app';
import type { LoginLimits } from '../src/config/users.config';

/** The real users subgraph on a fresh database (embedded, or TEST_DATABASE_URL's server). */
export function startUsersTestApp(loginLimits?: LoginLimits): Promise<TestApp> {
  return startTestApp((dependencies) => createUsersApp({ ...dependencies, loginLimits }));
}
