/** Accounts the two-factor specs own (so enabling 2FA never touches the shared e2e admin). */
import { randomBytes, scryptSync } from 'node:crypto';
import { query } from './db.ts';

const tag = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** The server's stored password format (`scrypt$N$r$p$salt$hash`), with cheap parameters it upgrades at sign-in. */
export function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function insertStaff(password: string): Promise<{ id: number; username: string }> {
  const username = `staff-${tag()}`;
  const [row] = await query<{ id: number }>(
    `insert into users (username, password, role) values ($1, $2, 'admin') returning id`,
    [username, passwordHash(password)],
  );
  return { id: row!.id, username };
}

/** An approved, login-enabled partner with a password. */
export async function insertActivePartner(password: string) {
  const t = tag();
  const email = `tf-partner-${t}@e2e.test`;
  const company = `Two Factor Optics ${t}`;
  const [row] = await query<{ id: number }>(
    `insert into partners (full_name, contact_number, email, company_name, industry, employee_count,
       target_country_region, status, login_enabled, password, username)
     values ('Tess Factor', '+44 20 7946 0001', $1, $2, 'Retail', '11-50', 'United Kingdom', 'approved', true, $3, $4)
     returning id`,
    [email, company, passwordHash(password), `tf-${t}`],
  );
  return { id: row!.id, email, company };
}
