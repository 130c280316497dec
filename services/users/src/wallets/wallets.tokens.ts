/** The host (and port) users reach the product at, named in every wallet-link message. */
export const APP_DOMAIN = Symbol('APP_DOMAIN');
