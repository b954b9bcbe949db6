/** What the console shows: the JSON shapes of the /api/console answers (dates as ISO strings). */
import type { Screenshot } from '@app/contracts/api/app-store';
import type { ApiApp, ApiSubmission } from '@app/contracts/api/developer-api';
import type { ApiKeyPermission } from '@app/contracts/options';

export interface DeveloperIdentity {
  id: number;
  fullName: string;
  email: string;
  company: string | null;
}

/**
 * An app's submission for review: the JSON of the app-submission contract (shared with /api/v1), plus the
 * screenshots uploaded in the console (`images`; absent in the demo sample).
 */
export type ConsoleSubmission = ApiSubmission & { images?: Screenshot[] };

/** A developer's app with its submissions, newest first: the JSON of the app contract. */
export type ConsoleApp = Omit<ApiApp, 'submissions'> & { submissions: ConsoleSubmission[] };

export interface ConsoleKey {
  id: number;
  keyName: string;
  keyPrefix: string;
  appId: number | null;
  appName: string | null;
  permissions: Array<ApiKeyPermission | (string & {})>;
  isActive: boolean;
  expired: boolean;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

export interface ConsoleProfile {
  id: number;
  fullName: string;
  email: string;
  company: string | null;
  githubHandle: string | null;
  bio: string | null;
  skills: string[];
  createdAt: string;
  lastLoginAt: string | null;
  username: string | null;
  accountType: string;
  verified: boolean;
}

export interface ActivityEntry {
  id: number;
  action: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface ConsoleOverview {
  counts: { apps: number; apiKeys: number; downloads: number; activityThisWeek: number };
  recentActivity: ActivityEntry[];
}

/** Everything one console screen shows, from the server or from the demo sample. */
export interface ConsoleData {
  overview: ConsoleOverview;
  apps: ConsoleApp[];
  keys: ConsoleKey[];
  profile: ConsoleProfile;
}
