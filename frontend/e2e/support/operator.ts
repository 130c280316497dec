import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../__generated__';
import { freshCredentials, registerThroughApi, SAME_ORIGIN, type Credentials } from './test-users';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// The e2e run uses the services mode with databases prefixed sfl_e2e.
const USERS_DATABASE_URL =
  process.env.E2E_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sfl_e2e_users';

const IngestMatchFeedDocument = graphql(`
  mutation E2eIngestMatchFeed($feed: String!) {
    ingestMatchFeed(feed: $feed) {
      actionsApplied
    }
  }
`);

/** The product's operator command: the role takes effect at the user's next login. */
function grantOperatorRole(username: string): void {
  execFileSync(process.execPath, ['services/users/dist/scripts/grant-role.js', username, 'operator'], {
    cwd: REPO_ROOT,
    env: { ...process.env, USERS_DATABASE_URL },
    stdio: 'pipe',
  });
}

// One operator per test worker (specs run one at a time in it), signed in on first use: signing one in
// registers a manager and runs the role command, a second or more of a loaded machine's time each.
const signedIn = new Map<string, Promise<Operator>>();

/** A signed-in operator with its own cookies (apart from the browser's user), calling the API as a client would. */
export class Operator {
  private constructor(private readonly api: APIRequestContext) {}

  /** The worker's operator on `baseURL`. */
  static of(baseURL: string): Promise<Operator> {
    let operator = signedIn.get(baseURL);
    if (!operator) {
      operator = Operator.signIn(baseURL);
      signedIn.set(baseURL, operator);
      // A failed sign-in is not kept: the next test tries again.
      operator.catch(() => signedIn.delete(baseURL));
    }
    return operator;
  }

  private static async signIn(baseURL: string): Promise<Operator> {
    const api = await request.newContext({ baseURL });
    const credentials: Credentials = freshCredentials();
    await registerThroughApi(api, credentials);
    grantOperatorRole(credentials.username);
    const login = await api.post('/api/login', { data: credentials, headers: SAME_ORIGIN });
    expect(login.status(), await login.text()).toBe(200);
    return new Operator(api);
  }

  async graphql<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData> {
    const response = await this.api.post('/graphql', {
      // Apollo Server's CSRF prevention accepts a JSON POST that carries this header.
      headers: { 'apollo-require-preflight': 'true' },
      data: { query: print(document), variables },
    });
    const body = (await response.json()) as { data?: TData; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(response.ok()).toBe(true);
    if (!body.data) throw new Error('GraphQL answered without data');
    return body.data;
  }

  /** Applies a match feed (operator only); answers how many actions it applied. */
  async ingestFeed(feed: string): Promise<number> {
    const data = await this.graphql(IngestMatchFeedDocument, { feed });
    return data.ingestMatchFeed.actionsApplied;
  }
}
