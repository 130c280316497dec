import type { DynamicModule, INestApplication } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { requireInternalContext, type RequestWithContext } from '@sfl/auth-context';
import { NestLogger, runWithCorrelationId } from '@sfl/logging';
import { keepIdleConnectionsOpen, observeEventBus, ProcessMetrics } from '@sfl/metrics';
import { DataSource } from 'typeorm';
import { RefusalLogFilter } from './refusal-log.filter';
import type { SubgraphDependencies } from './subgraph-dependencies';
import { SubgraphOperationsModule } from './subgraph-operations.module';

/**
 * Creates and initialises a subgraph app: Nest logs through the structured logger (a refusal at
 * info or warn under the subgraph's name, refusal-log.filter.ts), /graphql
 * answers only requests whose context the gateway signed, every log line of a request carries
 * the gateway's correlation id, idle connections stay open longer than the gateway keeps them,
 * and the events the subgraph records start flowing out under its name. /ready and /metrics
 * answer for it under its name (docs/operations.md). Used by every run mode (through the
 * service's app factory) and by tests.
 */
export async function createSubgraphApp(
  service: string,
  rootModule: DynamicModule,
  { logger, internalSecret, eventBus, metrics: given, readinessChecks = {} }: SubgraphDependencies,
): Promise<INestApplication> {
  const metrics = given ?? new ProcessMetrics({ nodeMetrics: false });
  const operations = SubgraphOperationsModule.forRoot({ service, metrics, eventBus, readinessChecks });
  const withOperations = { ...rootModule, imports: [...(rootModule.imports ?? []), operations] };
  // Only the gateway calls a subgraph, always with JSON and never conditionally: no form-body
  // parser, no ETag hashed over every answer.
  const app = await NestFactory.create<NestExpressApplication>(withOperations, {
    bufferLogs: true,
    abortOnError: false,
    bodyParser: false,
  });
  app.useBodyParser('json');
  app.set('etag', false);
  app.useLogger(new NestLogger(logger));
  app.useGlobalFilters(new RefusalLogFilter(logger, app.get(HttpAdapterHost).httpAdapter));
  keepIdleConnectionsOpen(app.getHttpServer());
  // Registered before GraphQL mounts itself at init, so no resolver runs for an unsigned request.
  app.use('/graphql', requireInternalContext(internalSecret));
  app.use('/graphql', (req: RequestWithContext, _res: unknown, next: () => void) =>
    runWithCorrelationId(req.internalContext?.requestId ?? 'unknown', next),
  );
  await app.init();
  await eventBus.startPublishing(service, app.get(DataSource));
  observeEventBus(metrics, eventBus);
  return app;
}
