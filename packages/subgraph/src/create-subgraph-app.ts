import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { requireInternalContext, type RequestWithContext } from '@sfl/auth-context';
import { type Logger, NestLogger, runWithCorrelationId } from '@sfl/logging';

/**
 * Creates and initialises a subgraph app: Nest logs through the structured logger, /graphql
 * answers only requests whose context the gateway signed, and every log line of a request
 * carries the gateway's correlation id.
 */
export async function createSubgraphApp(
  rootModule: DynamicModule,
  { logger, internalSecret }: { logger: Logger; internalSecret: string },
): Promise<INestApplication> {
  const app = await NestFactory.create(rootModule, { bufferLogs: true, abortOnError: false });
  app.useLogger(new NestLogger(logger));
  // Registered before GraphQL mounts itself at init, so no resolver runs for an unsigned request.
  app.use('/graphql', requireInternalContext(internalSecret));
  app.use('/graphql', (req: RequestWithContext, _res: unknown, next: () => void) =>
    runWithCorrelationId(req.internalContext?.requestId ?? 'unknown', next),
  );
  await app.init();
  return app;
}
