/**
 * The built browser files (apps/web/dist) must hold no staff password, no ADMIN_PASSWORD value, no
 * secret key (SECRET_KEY signs form tokens and unsubscribe links; sessions hold no secret beyond their
 * random cookie) and no private key (TLS_KEY or any PEM): the admin password check lives on the server. Runs after `npm run build` (the test script
 * builds first); a missing build is a failure, not a skip.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  // The TLS private key's first base64 line (the PEM markers are caught by pattern below).
  const tlsKey =
    process.env.TLS_KEY && existsSync(process.env.TLS_KEY) ? readFileSync(process.env.TLS_KEY, 'utf8') : '';
  const tlsKeyLine = tlsKey.split('\n').find((line) => /^[A-Za-z0-9+/=]{40,}$/.test(line.trim()));
  if (tlsKeyLine) list.push(['TLS_KEY', tlsKeyLine.trim()]);
  return list.filter(([, value]) => value.length >= 8);
}

/** Every secret found in the files under `dir`, as `file: what`. */
function findSecrets(dir: string, values: Array<[label: string, value: string]>): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file).toString('latin1');
    const name = relative(dir, file);
    for (const [label, value] of values) if (text.includes(value)) found.push(`${name}: ${label}`);
    if (/scrypt\$\d+\$\d+\$\d+\$/.test(text)) found.push(`${name}: a scrypt password hash`);
    if (/-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/.test(text)) found.push(`${name}: a private key`);
    // The common-password list stays on the server (its head, as lines or as a bundled array).
    if (/123456\W{1,4}password\W{1,4}12345678\W{1,4}qwerty/.test(text)) {
      found.push(`${name}: the common-password list`);
    }
    if (/\b(?:ADMIN_PASSWORD|SECRET_KEY|SMTP_URL|DATABASE_URL|TLS_KEY)\b/.test(text)) {
      found.push(`${name}: a server environment variable name`);
    }
  }
  return found;
}

describe('built web app', () => {
  it('exists (run "npm run build" first)', () => {
    expect(
      existsSync(join(dist, 'routes.json')),
      `${dist} is missing or incomplete: run "npm run build" before this test`,
    ).toBe(true);
  });

  it('contains no staff password, ADMIN_PASSWORD value, secret key, private key or password hash', () => {
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run "npm run build" first`);
    expect(filesUnder(dist).some((f) => f.endsWith('.js'))).toBe(true);
    expect(findSecrets(dist, secrets())).toEqual([]);
  });
});

describe('the secret scan', () => {
  let planted: string;
  beforeAll(() => {
    planted = mkdtempSync(join(tmpdir(), 'planted-'));
    mkdirSync(join(planted, 'assets'));
    writeFileSync(join(planted, 'assets/a.js'), `const p="${ADMIN.password}",k="${testSecretKey}";`);
    writeFileSync(join(planted, 'b.html'), '<pre>-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE</pre>');
    writeFileSync(join(planted, 'c.js'), 'x="scrypt$32768$8$3$c2FsdA$aGFzaA"');
  });
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('finds a planted staff password, secret key, private key and password hash', () => {
    expect(findSecrets(planted, secrets()).sort()).toEqual([
      'assets/a.js: test SECRET_KEY',
      'assets/a.js: test staff password',
      'b.html: a private key',
      'c.js: a scrypt password hash',
    ]);
  });
});
