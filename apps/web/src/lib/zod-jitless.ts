/**
 * What `import … from 'zod'` resolves to in the web build (see the alias in vite.config.ts): zod itself, with
 * its public `jitless` setting turned on before any module that imports zod builds a schema.
 *
 * Why: the site's Content-Security-Policy has no 'unsafe-eval'. Zod's object schemas probe `new Function`
 * when they are built, to decide whether to compile a faster parser; under the policy that probe is refused
 * and reported as a CSP violation. `jitless` skips the probe. Setting it here, where zod loads, keeps zod out
 * of the entry chunk of pages without forms.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
