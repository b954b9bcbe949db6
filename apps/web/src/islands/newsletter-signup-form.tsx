/** The newsletter sign-up form of /subscribe. */
import { defineIsland } from '../lib/island.tsx';
import { NewsletterSignupForm } from '../features/newsletter/newsletter-signup-form.tsx';

export default defineIsland('newsletter-signup-form', NewsletterSignupForm);
