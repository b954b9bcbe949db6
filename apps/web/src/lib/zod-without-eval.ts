/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Zod's object parser probes `new Function` once to
 * decide whether to compile a faster parser; under the policy that probe is refused and reported as a CSP
 * violation. Turning the compiler off skips the probe. Imported first by main.tsx, before any schema exists.
 *
 * Written into zod's global config object (what `config({ jitless: true })` does, see zod/v4/core/core.js)
 * rather than through `config()`: importing zod here would put part of it into every page's entry chunk,
 * while only pages with forms need zod. Set in place, so it holds whether zod has loaded yet or not.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
