/**
 * The OpenAPI document as outside tools read it: Redocly's linter (recommended rules) and Spectral
 * (`spectral:oas`) find nothing to warn about, and a client generated with openapi-typescript
 * type-checks against a small program that uses its operations, named schemas and enums.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from './helpers.ts';
import { liveDocument } from './openapi-document.ts';

const run = promisify(execFile);
const bin = (name: string) => fileURLToPath(new URL(`../../../node_modules/.bin/${name}`, import.meta.url));
// The document as a deployment serves it: its server is the deployment's public address (PUBLIC_URL),
// which the linters rightly refuse to see as localhost.
const ctx = useTestApp({ config: testConfig({ PUBLIC_URL: 'https://www.lumen-glasses.test' }) });
let dir: string;
let documentFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openapi-tools-'));
  documentFile = join(dir, 'openapi.json');
  await writeFile(documentFile, JSON.stringify(await liveDocument(ctx.app), null, 2));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A linter's exit code and output (a linter exits non-zero on what it reports). */
async function lint(command: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: dir, timeout: 170_000 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('the OpenAPI document and outside tools', () => {
  it('passes Redocly lint (recommended) and Spectral (spectral:oas) with no error or warning', async () => {
    const rules = join(dir, '.spectral.yaml');
    await writeFile(rules, 'extends: ["spectral:oas"]\n');
    const [redocly, spectral] = await Promise.all([
      lint(bin('redocly'), ['lint', '--extends=recommended', '--format=stylish', documentFile]),
      lint(bin('spectral'), ['lint', '--ruleset', rules, '--fail-severity=hint', documentFile]),
    ]);
    expect(redocly.output).not.toMatch(/\b(warning|error)\b/i);
    expect(redocly.code, redocly.output).toBe(0);
    expect(spectral.code, spectral.output).toBe(0);
    expect(spectral.output).toMatch(/No results with a severity of 'hint'/);
    // Two Node programs each start cold: a bound on a hang, not on speed (above the projects' 120 s).
  }, 180_000);

  it('gives an openapi-typescript client that type-checks against a program using it', async () => {
    const types = astToString(
      // A field with a default (screenshots: []) may be left out of a request: not required in the types.
      await openapiTS(new URL(`file://${documentFile}`), { defaultNonNullable: false }),
    );
    await writeFile(join(dir, 'api.d.ts'), types);
    const program = [
      `import type { components, operations, paths } from './api';`,
      `type Submission = components['schemas']['Submission'];`,
      `type NewSubmission = components['schemas']['NewSubmissionInput'];`,
      `const status: Submission['status'] = 'pending';`,
      `const permissions: components['schemas']['ApiKey']['permissions'] = ['read', 'admin'];`,
      `const appId: operations['createSubmission']['parameters']['path']['id'] = 42;`,
      `const body: NewSubmission = { version: '1.1.0', downloadUrl: 'https://example.com/a.apk' };`,
      `type Created = paths['/api/v1/apps/{id}/submissions']['post']['responses'][201]['content']['application/json'];`,
      `const created = (answer: Created): number => answer.submission.id;`,
      `type Limited = operations['listApps']['responses'][429]['headers']['Retry-After'];`,
      `const retry: Limited = 30;`,
      `export const used = { status, permissions, appId, body, created, retry };`,
      // Refused: a status the enum does not list, a string id.
      `// @ts-expect-error 'done' is no submission status`,
      `export const wrong: Submission['status'] = 'done';`,
      `// @ts-expect-error the path id is an integer`,
      `export const textId: operations['listSubmissions']['parameters']['path']['id'] = '42';`,
    ].join('\n');
    const main = join(dir, 'main.ts');
    await writeFile(main, program);
    const checked = ts.createProgram([main], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: false,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(checked)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    // Generating and type-checking a client: a bound on a hang, not on speed (above the projects' 120 s).
  }, 180_000);
});
