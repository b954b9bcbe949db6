// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Import boundaries of DESIGN.md: web -> contracts; server -> contracts, db; contracts depends on nothing. */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const webSrc = 'apps/web/src';
/** Every folder of features/ is one feature. */
const webFeatures = readdirSync(new URL(`./${webSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's zones, as in bulletproof-react: a feature never imports another feature (what two share
 * moves to components/ or lib/); the shared layers (components, lib, content, testing) import no feature,
 * page or app module; features import no page or app module. Pages compose features; app/ wires pages.
 */
function webBoundaries() {
  const shared = ['components', 'lib', 'content', 'testing'];
  return {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./${webSrc}/features/${feature}`,
              from: `./${webSrc}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: move what they share to components/ or lib/.',
            })),
            ...shared.map((layer) => ({
              target: `./${webSrc}/${layer}`,
              from: [`./${webSrc}/features`, `./${webSrc}/pages`, `./${webSrc}/app`],
              message:
                'Shared code (components, lib, content, testing) imports no feature, page or app module.',
            })),
            {
              target: `./${webSrc}/features`,
              from: [`./${webSrc}/pages`, `./${webSrc}/app`],
              message: 'Features import no page or app module.',
            },
            {
              // The server entry's renderer (Node only) is for the prerenderer and the server.
              target: ['app', 'components', 'content', 'features', 'islands', 'lib', 'pages', 'testing'].map(
                (folder) => `./${webSrc}/${folder}`,
              ),
              from: `./${webSrc}/ssr`,
              message: 'Only the server entry imports src/ssr (it runs in Node, not in the browser).',
            },
          ],
        },
      ],
    },
  };
}

const serverSrc = 'apps/server/src';
/** Every folder of the server's modules/ is one module. */
const serverModules = readdirSync(new URL(`./${serverSrc}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's zones (docs/architecture.md, docs/decisions/0049-server-modules-with-owners.md):
 * - a module imports another module only through its index.ts, never its other files;
 * - lib/ (generic utilities), session/ (sessions, cookies, CSRF, guards) and plugins/ import no module:
 *   what they need of one comes through a port the composition root fills (session/accounts.ts);
 * - lib/ is the bottom layer: it imports neither session/, plugins/ nor the composition root;
 * - only the composition root (app.ts, main.ts, and context.ts, the context it hands to modules) and the
 *   command-line tools (cli/) import modules, and only their index.ts.
 * The console and the developer API share nothing but what the modules they both use expose.
 * Folder-level cycles are checked by dependency-cruiser (.dependency-cruiser.cjs, `npm run lint:cycles`).
 */
function serverBoundaries() {
  const entries = serverModules.map((name) => `./${name}/index.ts`);
  const modules = `./${serverSrc}/modules`;
  const viaEntry = 'A module is used only through its index.ts (what it exposes to other modules).';
  return {
    files: [`${serverSrc}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.map((name) => ({
              target: `${modules}/${name}`,
              from: modules,
              except: [`./${name}`, ...entries.filter((entry) => entry !== `./${name}/index.ts`)],
              message: viaEntry,
            })),
            ...['app.ts', 'main.ts', 'context.ts', 'cli'].map((root) => ({
              target: `./${serverSrc}/${root}`,
              from: modules,
              except: entries,
              message: viaEntry,
            })),
            ...['lib', 'session', 'plugins', 'config.ts', 'cluster.ts', 'https.ts', 'node-version.ts'].map(
              (layer) => ({
                target: `./${serverSrc}/${layer}`,
                from: modules,
                message:
                  'Only the composition root (app.ts, main.ts) and cli/ wire modules together; lib/, session/ and plugins/ get what they need through a port.',
              }),
            ),
            {
              target: `./${serverSrc}/lib`,
              from: [`./${serverSrc}/session`, `./${serverSrc}/plugins`, `./${serverSrc}/cli`],
              message: 'lib/ holds generic utilities: it imports no session, plugin or tool code.',
            },
            {
              target: `./${serverSrc}/session`,
              from: [`./${serverSrc}/plugins`, `./${serverSrc}/cli`],
              message: 'session/ imports only lib/ (and the configuration).',
            },
            ...[
              ['console', 'developer-api'],
              ['developer-api', 'console'],
            ].map(([target, from]) => ({
              target: `${modules}/${target}`,
              from: `${modules}/${from}`,
              message: 'The console and the developer API share code through the modules both use.',
            })),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'packages/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  webBoundaries(),
  restrict(
    ['packages/contracts/**'],
    [
      {
        group: ['@app/*', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'node:*'],
        message: 'contracts is pure and shared.',
      },
    ],
  ),
  restrict(
    ['packages/db/**'],
    [{ group: ['@app/server', '@app/web', 'react'], message: 'db knows no app.' }],
  ),
  {
    ...restrict(
      ['apps/web/src/**'],
      [
        {
          group: ['@app/db', '@app/db/*', '@app/server', 'fastify', 'pg', 'node:*'],
          message: 'The browser app never imports server code.',
        },
      ],
    ),
    // The server entry's renderer runs in Node (it reads the build's manifest); no browser code imports it.
    ignores: ['apps/web/src/ssr/**'],
  },
  serverBoundaries(),
  restrict(
    ['apps/server/**'],
    [{ group: ['@app/web', 'react', 'react-dom'], message: 'The server serves the built web app as files.' }],
  ),
  {
    files: [
      '**/scripts/**',
      '**/*.config.*',
      'bench/**',
      'e2e/**',
      '**/test/**',
      '**/build.mjs',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
