/**
 * The session layer's account-lookup port. The guards must know whether the account behind a session may
 * still sign in (a partner since archived, a developer whose approval was withdrawn) and whether a staff
 * member has a second factor, but that knowledge belongs to the modules owning those accounts: the
 * composition root (app.ts) fills this port with their functions, so session/ imports no module.
 */
import type { Database } from '@app/db';

/** What the portal shows about the signed-in partner (never the password hash). */
export interface PartnerProfile {
  id: number;
  companyName: string;
  fullName: string;
  email: string;
}

/** What the console and the API show about the signed-in developer (never a password hash). */
export interface DeveloperIdentity {
  id: number;
  userId: number;
  fullName: string;
  email: string;
  company: string | null;
}

export interface AccountLookup {
  /** The partner, while they may use the portal (approved, login enabled, not archived); else null. */
  activePartner(db: Database, id: number): Promise<PartnerProfile | null>;
  /** The developer, while they may use the console (approved application, login enabled); else null. */
  activeDeveloper(db: Database, id: number): Promise<DeveloperIdentity | null>;
  /** Whether the staff member has set up a second factor. */
  staffHasSecondFactor(db: Database, staffId: number): Promise<boolean>;
}
