export * from './signed-token';
export * from './internal-context';
export * from './session-grant';
export * from './internal-context.middleware';
export * from './current-context.decorator';
export * from './require-role';
