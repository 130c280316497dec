import type { DataSource } from 'typeorm';

/**
 * The SQL statements a data source runs while `work` runs, for tests that count queries (N
 * references of one request in one query). Every statement TypeORM sends passes its logger's
 * `logQuery`, whatever the logging options; background work of the app (event consumers) may run
 * its own statements meanwhile, so a test picks out the ones on the tables it reads.
 */
export async function sqlStatementsDuring<T>(
  dataSource: DataSource,
  work: () => PromiseLike<T>,
): Promise<{ result: T; statements: string[] }> {
  const logger = dataSource.logger;
  const logQuery = logger.logQuery;
  const statements: string[] = [];
  logger.logQuery = (query, parameters, queryRunner) => {
    statements.push(query);
    return logQuery.call(logger, query, parameters, queryRunner);
  };
  try {
    return { result: await work(), statements };
  } finally {
    logger.logQuery = logQuery;
  }
}
