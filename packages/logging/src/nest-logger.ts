import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Routes Nest's own log calls (bootstrap, routes, exceptions) into the structured logger. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  // Nest's "log" level is its bootstrap chatter (modules loaded, routes mapped): debug for us.
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
