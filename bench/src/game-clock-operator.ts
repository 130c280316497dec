import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_PASSWORD, registerManager } from './register-manager';

const REPO_ROOT = join(__dirname, '..', '..');

/** An operator of the bench's stack (GAME_CLOCK_CONTROL) driving its game clock through the gateway. */
export interface GameClockOperator {
  hold(): Promise<void>;
  /** Plays on as the simulator's ticks do, at full speed, until the gameweek has started or finished; then holds. */
  advance(gameweek: number, until: 'STARTED' | 'FINISHED'): Promise<void>;
}

/**
 * Registers a manager through the gateway, gives them the operator role with the product's
 * operator command (users' grant-role on the stack's users database), and signs them in again:
 * a role takes effect at the next login.
 */
export async function signInOperator(baseUrl: string, usersDatabaseUrl: string): Promise<GameClockOperator> {
  const { username } = await registerManager(baseUrl, 'op');
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'services', 'users', 'dist', 'scripts', 'grant-role.js'), username, 'operator'],
    {
      env: { ...process.env, USERS_DATABASE_URL: usersDatabaseUrl },
      stdio: 'pipe',
    },
  );
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login set no session cookie');
  const mutate = async (query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      // Apollo Server's CSRF prevention accepts a JSON POST that carries this header.
      headers: { 'content-type': 'application/json', cookie, 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables }),
    }).catch((error: unknown) => {
      // fetch's own error names no request (and has no stack of its caller): say which one failed.
      throw new Error(`the game clock's ${JSON.stringify({ query, variables })} failed`, { cause: error });
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown };
    if (!body.data) throw new Error(`the game clock answered ${JSON.stringify(body.errors)}`);
  };
  return {
    hold: () => mutate('mutation { holdGameClock { held } }'),
    advance: (gameweek, until) =>
      mutate('mutation ($input: AdvanceGameClockInput!) { advanceGameClock(input: $input) { held } }', {
        input: { gameweek, until },
      }),
  };
}
