// The GraphQL operations behind the REST facade's account calls.

/** The REST user object: what GET /api/user, login and register answer with. */
export interface PublicUser {
  id: string;
  username: string;
  createdAt: string;
}

const USER_FIELDS = 'id username createdAt';

export const CURRENT_USER = `query FacadeCurrentUser { me { ${USER_FIELDS} } }`;
export const LOGIN = `mutation FacadeLogin($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`;
export const REGISTER = `mutation FacadeRegister($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`;
export const LOGOUT = `mutation FacadeLogout { logout }`;
export const LOGOUT_EVERYWHERE = `mutation FacadeLogoutEverywhere { logoutEverywhere }`;
