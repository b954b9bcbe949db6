/**
 * Types for the site's content modules, grouped by area under ./types/.
 * Content is plain data: pages render it, they never hold copy themselves.
 */
export type * from './types/common';
export type * from './types/products';
export type * from './types/developer';
export type * from './types/marketing';
export type * from './types/site';
