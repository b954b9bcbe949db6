/** The leads module's public entry: what other modules and the composition root may use. */
export { leadRoutes, leadSubmission } from './leads.ts';
