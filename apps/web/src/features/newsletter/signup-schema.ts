/** The /subscribe sign-up's schema: the subscribe contract's e-mail and first name, and the waitlist tick. */
import { subscribeSchema } from '@app/contracts/forms/newsletter';
import { z } from 'zod';

export const signupSchema = subscribeSchema
  .pick({ email: true, firstName: true })
  .extend({ waitlist: z.boolean() });

export type Signup = z.infer<typeof signupSchema>;
