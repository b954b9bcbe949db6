/**
 * The server's folder-level cycle check (docs/decisions/0049-server-modules-with-owners.md). ESLint's
 * import-x/no-cycle sees cycles between files; two modules can still depend on each other through
 * different files (console -> app-submissions and app-submissions -> console once did). Here every folder
 * is one node: a cycle between modules/console and modules/app-submissions, or between lib/ and a module,
 * fails `npm run lint:cycles` (a phase of scripts/test.sh).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Server folders (each module, lib, session, plugins) must not depend on each other in a circle.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/server/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
