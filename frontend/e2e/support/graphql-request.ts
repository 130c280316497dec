import { expect, type APIRequestContext } from '@playwright/test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** A GraphQL operation as the browser context's user (its cookies), answered data or a failed test. */
export async function graphqlAs<TData, TVariables extends Record<string, unknown>>(
  request: APIRequestContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const response = await request.post('/graphql', {
    // Apollo Server's CSRF prevention accepts a JSON POST that carries this header.
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: print(document), variables },
  });
  const body = (await response.json()) as { data?: TData; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error('GraphQL answered without data');
  return body.data;
}
