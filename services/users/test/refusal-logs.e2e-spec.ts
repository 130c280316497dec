import { createLogger } from '@sfl/logging';
import { graphqlRequest } from '@sfl/testing';
import { AccountsRepository } from '../src/accounts/accounts.repository';
import { loginOperation, registerOperation } from './operations/account.operations';
import { startUsersTestApp, type UsersTestApp } from './users-test-app';

type LogLine = Record<string, unknown> & { level: number; service: string; msg: string };
const WARN = 40;
const ERROR = 50;

/** A logger of `service` whose lines the test reads. */
function capturingLogger(service: string) {
  const lines: LogLine[] = [];
  const logger = createLogger({
    service,
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { lines, logger };
}

// Two subgraphs in one process, as the embedded mode runs them: Nest's own exception logging went
// through the process-wide logger of the app started last, at error level for every refusal.
describe('subgraph logs: refusals apart from failures', () => {
  const users = capturingLogger('users');
  const other = capturingLogger('other');
  let t: UsersTestApp;
  let startedLater: UsersTestApp;

  beforeAll(async () => {
    t = await startUsersTestApp({}, users.logger);
    startedLater = await startUsersTestApp({}, other.logger);
  });
  afterAll(async () => {
    await startedLater?.close();
    await t?.close();
  });
  beforeEach(() => {
    users.lines.length = 0;
    other.lines.length = 0;
  });

  const errorsOf = (lines: LogLine[]) => lines.filter((line) => line.level >= ERROR);

  it('should log a refused login at warn under the service that refused it, and no error anywhere', async () => {
    await graphqlRequest(t.server, registerOperation('logged_ann', 'correct horse'));
    const res = await graphqlRequest(t.server, loginOperation('logged_ann', 'wrong horse'));
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect(users.lines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        service: 'users',
        msg: 'request refused',
        code: 'UNAUTHENTICATED',
        reason: 'INVALID_CREDENTIALS',
        field: 'Mutation.login',
        correlationId: expect.any(String),
      }),
    );
    expect(errorsOf(users.lines)).toEqual([]);
    expect(other.lines).toEqual([]);
  });

  it('should log a business refusal at info', async () => {
    await graphqlRequest(t.server, registerOperation('taken_name', 'correct horse'));
    await graphqlRequest(t.server, registerOperation('taken_name', 'correct horse'));
    expect(users.lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        service: 'users',
        msg: 'request refused',
        reason: 'USERNAME_TAKEN',
      }),
    );
    expect(errorsOf(users.lines)).toEqual([]);
    expect(other.lines).toEqual([]);
  });

  it('should log an unexpected failure once, at error, under its own service', async () => {
    const lookup = jest
      .spyOn(t.app.get(AccountsRepository), 'findByUsernameKey')
      .mockRejectedValue(new Error('database down'));
    try {
      const res = await graphqlRequest(t.server, loginOperation('anyone', 'correct horse'));
      expect(res.body.errors[0]).toMatchObject({ message: 'Internal server error' });
    } finally {
      lookup.mockRestore();
    }
    expect(errorsOf(users.lines)).toEqual([
      expect.objectContaining({ service: 'users', msg: 'unexpected error in subgraph' }),
    ]);
    expect(other.lines).toEqual([]);
  });
});
