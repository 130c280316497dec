// Injection tokens for what the app factory hands in from outside.
export const KEY_VALUE_STORE = Symbol('KEY_VALUE_STORE');
export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');
export const INTERNAL_SECRET = Symbol('INTERNAL_SECRET');
export const CHAIN_READER = Symbol('CHAIN_READER');
export const REGISTRATION_LIMITS = Symbol('REGISTRATION_LIMITS');
export const PASSWORD_HASH_LIMITS = Symbol('PASSWORD_HASH_LIMITS');
