export * from './pglite-driver';
export * from './create-pglite';
export * from './embedded-postgres';
export * from './open-data-source';
export * from './ensure-database';
export * from './data-dir-lock';
export * from './disposable-database';
export * from './leader-lease';
