export * from './key-value-store';
export * from './memory-store';
export * from './redis-store';
export * from './create-store';
export * from './window-limit';
export * from './read-through';
export * from './client-address-key';
