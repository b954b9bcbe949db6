/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Zod's object parser probes `new Function` once to
 * decide whether to compile a faster parser; under the policy that probe is refused and reported as a CSP
 * violation. Turning the compiler off skips the probe. Imported first by main.tsx, before any schema exists.
 */
import { config } from 'zod';

config({ jitless: true });
