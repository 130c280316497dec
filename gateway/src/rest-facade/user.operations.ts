// The GraphQL operations behind the REST facade's account calls.

import { graphql } from '../graphql/__generated__';
import type { FacadeUserFieldsFragment } from '../graphql/__generated__/graphql';

// Spread by the documents below: codegen writes it into each, and types it (FacadeUserFieldsFragment).
graphql(`
  fragment FacadeUserFields on User {
    id
    username
    createdAt
  }
`);

/** The REST user object: what GET /api/user, login and register answer with. */
export type PublicUser = FacadeUserFieldsFragment;

export const CURRENT_USER = graphql(`
  query FacadeCurrentUser {
    me {
      ...FacadeUserFields
    }
  }
`);
export const LOGIN = graphql(`
  mutation FacadeLogin($input: LoginInput!) {
    login(input: $input) {
      ...FacadeUserFields
    }
  }
`);
export const REGISTER = graphql(`
  mutation FacadeRegister($input: RegisterInput!) {
    register(input: $input) {
      ...FacadeUserFields
    }
  }
`);
export const LOGOUT = graphql(`
  mutation FacadeLogout {
    logout
  }
`);
export const LOGOUT_EVERYWHERE = graphql(`
  mutation FacadeLogoutEverywhere {
    logoutEverywhere
  }
`);
