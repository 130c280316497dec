import pino, { type DestinationStream, type Logger } from 'pino';
import { currentCorrelationId } from './correlation';

export type { Logger } from 'pino';

export interface LoggerOptions {
  service: string;
  level?: string;
  destination?: DestinationStream;
}

// Secrets never reach the logs, wherever they appear in a logged object.
const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'token',
  '*.token',
  'signature',
  '*.signature',
  'cookie',
  'headers.cookie',
  '*.headers.cookie',
  'headers["set-cookie"]',
  'headers["x-sfl-context"]',
];

/** One JSON logger per process; every line carries the service and the current correlation id. */
export function createLogger({ service, level = 'info', destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
