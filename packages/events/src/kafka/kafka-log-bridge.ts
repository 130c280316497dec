import type { Logger } from '@sfl/logging';
import { type logCreator, logLevel } from 'kafkajs';

/** kafkajs writes to the console by default; this sends its lines to our structured logger instead. */
export function kafkaLogBridge(logger: Logger): logCreator {
  return () =>
    ({ level, log }) => {
      const { message, ...details } = log;
      const fields = { component: 'kafkajs', ...details };
      if (level === logLevel.ERROR) logger.error(fields, message);
      else if (level === logLevel.WARN) logger.warn(fields, message);
      else logger.debug(fields, message);
    };
}
