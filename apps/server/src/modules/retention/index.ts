/** The retention module's public entry: what other modules and the composition root may use. */
export { RetentionScheduler } from './scheduler.ts';
export { runRetention } from './service.ts';
