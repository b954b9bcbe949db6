export * from './client.ts';
export * as schema from './schema.ts';
export * from './schema.ts';
export { DataDirLockedError } from './data-dir-lock.ts';
