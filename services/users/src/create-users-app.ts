import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { requireInternalContext, type RequestWithContext } from '@sfl/auth-context';
import { NestLogger, runWithCorrelationId } from '@sfl/logging';
import { UsersAppModule, type UsersAppOptions } from './users-app.module';

/** Builds the users subgraph, initialised and ready to `listen`; used by every run mode and by tests. */
export async function createUsersApp(options: UsersAppOptions): Promise<INestApplication> {
  const app = await NestFactory.create(UsersAppModule.forRoot(options), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(new NestLogger(options.logger));
  // Registered before GraphQL mounts itself at init, so no resolver runs for an unsigned request.
  app.use('/graphql', requireInternalContext(options.internalSecret));
  app.use('/graphql', (req: RequestWithContext, _res: unknown, next: () => void) =>
    runWithCorrelationId(req.internalContext?.requestId ?? 'unknown', next),
  );
  await app.init();
  await options.eventBus.startPublishing('users', app.get(DataSource));
  return app;
}
