// Bundles the server and the workspace packages it imports (TypeScript source) into dist/main.js;
// third-party packages stay external and load from node_modules. Migrations and the partner documents
// (agreement templates served to signed-in partners) are copied beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  // The server, and the staff-account and database commands (`npm run admin`, `npm run db`) so they run
  // without dev dependencies.
  entryPoints: { main: 'src/main.ts', 'cli/admin': 'src/cli/admin.ts', 'cli/db': 'src/cli/db.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
cpSync('assets/partner-documents', 'dist/partner-documents', { recursive: true });
cpSync('assets/sdk', 'dist/sdk', { recursive: true });
console.log('server bundled to dist/main.js');
