/**
 * The server's module boundaries are enforced, not only kept: a deliberate cross-module import (a file
 * other than the module's index.ts) fails ESLint's zones, and a deliberate cycle between two modules fails
 * the folder-level cycle check (`npm run lint:cycles`), both as CI runs them (docs/architecture.md).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repo = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: repo });

/** ESLint's messages for `code` as if it were the file at `path` (relative to the repository). */
async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('ESLint zones', () => {
  it('refuse a module importing another module past its index.ts', async () => {
    const messages = await lint(
      'apps/server/src/modules/leads/probe.ts',
      "export { FormGuard } from '../form-guard/guard.ts';\n",
    );
    expect(messages.join('\n')).toContain('import-x/no-restricted-paths: Unexpected path');
    expect(messages.join('\n')).toContain('only through its index.ts');
  });

  it('refuse lib/ or session/ importing a module, even its index.ts', async () => {
    for (const layer of ['lib', 'session']) {
      const messages = await lint(
        `apps/server/src/${layer}/probe.ts`,
        "export { FormGuard } from '../modules/form-guard/index.ts';\n",
      );
      expect(messages.join('\n'), layer).toContain('Only the composition root');
    }
  });

  it("let a module import another module's index.ts", async () => {
    const messages = await lint(
      'apps/server/src/modules/leads/probe.ts',
      "export { FormGuard } from '../form-guard/index.ts';\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('folder-level cycle check', () => {
  const copy = mkdtempSync(join(tmpdir(), 'module-cycles-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  /** `npm run lint:cycles`, on a copy of the server's sources (so the tree under test is never touched). */
  function checkCycles() {
    const cli = join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
    const run = spawnSync(
      process.execPath,
      [cli, 'apps/server/src', '--config', join(repo, '.dependency-cruiser.cjs')],
      { cwd: copy, encoding: 'utf8' },
    );
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  it('passes on the server as it is, and fails once two modules import each other', () => {
    cpSync(join(repo, 'apps/server/src'), join(copy, 'apps/server/src'), { recursive: true });
    const clean = checkCycles();
    expect(clean.output).toContain('no dependency violations found');
    expect(clean.status).toBe(0);

    // form-guard already uses analytics (campaignOf): analytics using form-guard closes a circle.
    writeFileSync(
      join(copy, 'apps/server/src/modules/analytics/probe.ts'),
      "export { FormGuard } from '../form-guard/index.ts';\n",
    );
    const cycle = checkCycles();
    expect(cycle.output).toContain('no-folder-cycle');
    expect(cycle.output).toMatch(/modules\/analytics →\s+apps\/server\/src\/modules\/form-guard/);
    expect(cycle.status).not.toBe(0);
  });
});
