/** What the console shows: the JSON shapes of the /api/console answers (dates as ISO strings). */
import type { ApiKeyPermission, AppCategory, AppSubmissionStatus, SdkType } from '@app/contracts/options';

export interface DeveloperIdentity {
  id: number;
  fullName: string;
  email: string;
  company: string | null;
}

export interface ConsoleSubmission {
  id: number;
  appId: number;
  version: string;
  releaseNotes: string | null;
  downloadUrl: string | null;
  screenshots: string[];
  status: AppSubmissionStatus | (string & {});
  reviewNotes: string | null;
  reviewedAt: string | null;
  publishedAt: string | null;
  createdAt: string;
}

export interface ConsoleApp {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  sdkType: SdkType | (string & {}) | null;
  category: AppCategory | (string & {}) | null;
  version: string;
  status: string;
  visibility: string;
  createdAt: string;
  submissions: ConsoleSubmission[];
}

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
