/** The second-factor module's public entry: what other modules and the composition root may use. */
export { secondFactorAccountRoutes } from './routes.ts';
export { isSecondFactorEnabled, removeSecondFactor } from './service.ts';
export { secondFactorChallenge, secondFactorSignInRoute } from './sign-in.ts';
export { actorOf, entityTypeOf, type Subject } from './subject.ts';
