import type { GraphQLOperation } from '@sfl/testing';

const USER_FIELDS = 'id username createdAt';

export const registerOperation = (username: string, password: string): GraphQLOperation => ({
  query: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
  variables: { input: { username, password } },
});

export const loginOperation = (username: string, password: string): GraphQLOperation => ({
  query: `mutation Login($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`,
  variables: { input: { username, password } },
});

export const logoutOperation = (): GraphQLOperation => ({ query: 'mutation Logout { logout }' });

export const logoutEverywhereOperation = (): GraphQLOperation => ({
  query: 'mutation LogoutEverywhere { logoutEverywhere }',
});

export const meOperation = (): GraphQLOperation => ({ query: `query Me { me { ${USER_FIELDS} } }` });

/** References to users, as the gateway sends a request's references at once. */
export const userReferenceOperation = (...ids: string[]): GraphQLOperation => ({
  query: `query Ref($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id username } } }`,
  variables: { reps: ids.map((id) => ({ __typename: 'User', id })) },
});
