export * from './correlation';
export * from './logger';
export * from './nest-logger';
