/**
 * The built browser files (apps/web/dist) must hold no staff password, no ADMIN_PASSWORD value and no
 * secret key: the admin password check lives on the server. Runs after `npm run build` (the test script
 * builds first); a missing build is a failure, not a skip.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testSecretKey } from './helpers.ts';
import { ADMIN } from './admin-helpers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = join(root, 'apps/web/dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Values that must never reach the browser. */
function secrets(): Array<[label: string, value: string]> {
  const list: Array<[string, string]> = [
    ['e2e ADMIN_PASSWORD', 'e2e-admin-password-123'],
    ['test staff password', ADMIN.password],
    ['test SECRET_KEY', testSecretKey],
  ];
  if (process.env.ADMIN_PASSWORD) list.push(['ADMIN_PASSWORD', process.env.ADMIN_PASSWORD]);
  if (process.env.SECRET_KEY) list.push(['SECRET_KEY', process.env.SECRET_KEY]);
  const keyFile = join(process.env.DATA_DIR ?? join(root, 'data'), 'secret.key');
  if (existsSync(keyFile)) list.push(['DATA_DIR/secret.key', readFileSync(keyFile, 'utf8').trim()]);
  return list.filter(([, value]) => value.length >= 8);
}

describe('built web app', () => {
  it('exists (run "npm run build" first)', () => {
    expect(
      existsSync(join(dist, 'routes.json')),
      `${dist} is missing or incomplete: run "npm run build" before this test`,
    ).toBe(true);
  });

  it('contains no staff password, ADMIN_PASSWORD value, secret key or password hash', () => {
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run "npm run build" first`);
    const files = filesUnder(dist);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const found: string[] = [];
    const values = secrets();
    for (const file of files) {
      const text = readFileSync(file).toString('latin1');
      const name = relative(dist, file);
      for (const [label, value] of values) if (text.includes(value)) found.push(`${name}: ${label}`);
      if (/scrypt\$\d+\$\d+\$\d+\$/.test(text)) found.push(`${name}: a scrypt password hash`);
      if (/\b(?:ADMIN_PASSWORD|SECRET_KEY|SMTP_URL|DATABASE_URL)\b/.test(text)) {
        found.push(`${name}: a server environment variable name`);
      }
    }
    expect(found).toEqual([]);
  });
});
