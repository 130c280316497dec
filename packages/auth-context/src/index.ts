export * from './signed-token';
export * from './internal-context';
export * from './session-grant';
export * from './internal-context.middleware';
export * from './auth.errors';
export * from './current-context.decorator';
export * from './signed-in.guard';
export * from './require-role';
