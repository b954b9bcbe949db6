/** The demo console's data: the spec's sample data (content/console-demo.ts) in the console's shapes. */
import {
  demoActivity,
  demoApiKeys,
  demoApps,
  demoDownloadCount,
  demoProfile,
} from '../../content/console-demo.ts';
import type { ConsoleData } from './types.ts';

/** `text`: the sample's words in the page's language (names stay as the sample writes them). */
interface DemoText {
  readonly bio: string;
  readonly skills: readonly string[];
  readonly appDescriptions: readonly string[];
  readonly keyNames: readonly string[];
}

export function demoConsoleData(text: DemoText): ConsoleData {
  const keyName = (name: string) =>
    text.keyNames[demoApiKeys.findIndex((key) => key.keyName === name)] ?? name;
  const apps = demoApps.map((app, index) => ({
    ...app,
    description: text.appDescriptions[index] ?? app.description,
    visibility: app.status === 'published' ? ('public' as const) : ('private' as const),
    // The sample has no edit dates: each demo app was last changed when it was made.
    updatedAt: app.createdAt,
    mode: 'live' as const,
    submissions: [],
  }));
  const keys = demoApiKeys.map((key) => ({
    id: key.id,
    keyName: keyName(key.keyName),
    keyPrefix: key.keyPrefix,
    appId: demoApps.find((app) => app.name === key.appName)?.id ?? null,
    appName: key.appName,
    permissions: [...key.permissions],
    kind: 'secret' as const,
    mode: 'live' as const,
    isActive: key.isActive,
    expired: false,
    expiresAt: null,
    previousExpiresAt: null,
    lastUsedAt: key.lastUsed,
    createdAt: key.createdAt,
  }));
  return {
    overview: {
      counts: {
        apps: apps.length,
        apiKeys: keys.filter((k) => k.isActive).length,
        downloads: demoDownloadCount,
        activityThisWeek: demoActivity.length,
      },
      // The sample names no records.
      recentActivity: demoActivity.map((entry) => ({
        ...entry,
        details:
          typeof entry.details.keyName === 'string'
            ? { ...entry.details, keyName: keyName(entry.details.keyName) }
            : entry.details,
        entityType: null,
        entityId: null,
      })),
    },
    apps,
    keys,
    profile: {
      id: demoProfile.id,
      fullName: demoProfile.fullName,
      email: demoProfile.email,
      company: demoProfile.company,
      githubHandle: demoProfile.githubHandle,
      website: null,
      publicName: null,
      publicSlug: `developer-${demoProfile.id}`,
      bio: text.bio,
      skills: [...text.skills],
      language: 'en',
      createdAt: demoProfile.joinDate,
      // The sample has no edit date: the profile was last changed when it was made.
      updatedAt: demoProfile.joinDate,
      lastLoginAt: demoActivity.find((a) => a.action === 'developer.login')?.createdAt ?? null,
      username: null,
      accountType: 'Developer',
      verified: true,
    },
  };
}
