// Injection tokens for what the app factory hands in from outside.
export const KEY_VALUE_STORE = Symbol('KEY_VALUE_STORE');
export const LOGGER = Symbol('LOGGER');
export const WORLD_OPTIONS = Symbol('WORLD_OPTIONS');
export const SIMULATOR_OPTIONS = Symbol('SIMULATOR_OPTIONS');
