import { type ArgumentsHost, Catch, type HttpServer } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import { DomainException, ErrorCode } from '@sfl/errors';
import type { Logger } from '@sfl/logging';

// Refusals worth an operator's eye (someone guessing passwords, hammering a quota, probing what is
// not theirs); the others (a full league, a closed pre-registration) are the domain at work.
const WARN_CODES = new Set<string>([
  ErrorCode.Unauthenticated,
  ErrorCode.Forbidden,
  ErrorCode.TooManyRequests,
]);

/**
 * Every exception a subgraph's resolvers throw passes here instead of Nest's default handler, which
 * logs each one (refusals included) at error level through Nest's process-wide logger: in the
 * embedded mode that is the last service started, so a refused login showed as another service's
 * error. A domain refusal (DomainException) is logged at info, or warn for a sign-in, permission
 * or quota refusal, under the subgraph's own logger and the request's correlation id; anything
 * else goes on untouched to the GraphQL error formatter, which logs it at error as unexpected
 * (subgraph-modules.ts). HTTP routes (health, ready, metrics) keep Nest's handling.
 */
@Catch()
export class RefusalLogFilter extends BaseExceptionFilter {
  constructor(
    private readonly logger: Logger,
    httpServer: HttpServer,
  ) {
    super(httpServer);
  }

  override catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() !== 'graphql') return super.catch(exception, host);
    if (exception instanceof DomainException) {
      const info = GqlArgumentsHost.create(host).getInfo<{
        parentType: { name: string };
        fieldName: string;
      }>();
      const fields = {
        code: exception.code,
        reason: exception.reason,
        field: `${info.parentType.name}.${info.fieldName}`,
      };
      if (WARN_CODES.has(exception.code)) this.logger.warn(fields, 'request refused');
      else this.logger.info(fields, 'request refused');
    }
    // Handed back to GraphQL as the field's error.
    return exception;
  }
}
