/** The subscribers module's public entry: what other modules and the composition root may use. */
export { emailHash, suppressEmail, suppressionOf } from './email-suppression.ts';
export { newsletterHeaders } from './mail.ts';
export { subscriberRoutes } from './routes.ts';
export { subscribeIn } from './service.ts';
