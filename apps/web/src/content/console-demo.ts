/**
 * The console's hard-coded sample data (doc 2 §3 "Console sample data"), shown read-only to visitors who
 * are not signed in. Field names follow the spec's sample shapes; the console maps them to its views.
 */
import { brand } from '../site';

/** What every key starts with (the server's key format). */
const keyLead = `${brand.slug}_live_`;

export interface DemoProfile {
  id: number;
  fullName: string;
  email: string;
  company: string;
  githubHandle: string;
  bio: string;
  skills: string[];
  joinDate: string;
}

export interface DemoApp {
  id: number;
  name: string;
  slug: string;
  description: string;
  sdkType: 'cxr-m' | 'cxr-s' | 'both';
  category: 'navigation' | 'productivity' | 'entertainment' | 'education' | 'utility' | 'other';
  status: 'published' | 'development';
  version: string;
  createdAt: string;
}

export interface DemoApiKey {
  id: number;
  keyName: string;
  keyPrefix: string;
  appName: string;
  permissions: Array<'read' | 'write'>;
  isActive: boolean;
  createdAt: string;
  lastUsed: string | null;
}

export interface DemoActivity {
  id: number;
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export const demoProfile: DemoProfile = {
  id: 1,
  fullName: 'Alex Chen',
  email: 'alex.chen@example.com',
  company: 'Spatial Labs',
  githubHandle: 'alexchen-dev',
  bio: 'Building hands-free AR tools for field technicians.',
  skills: ['Kotlin', 'Unity C#', 'Computer Vision', 'Android'],
  joinDate: '2024-09-12T09:00:00.000Z',
};

export const demoApps: DemoApp[] = [
  {
    id: 1,
    name: 'AR Navigator',
    slug: 'ar-navigator',
    description: 'Turn-by-turn walking directions overlaid on the street in front of you.',
    sdkType: 'cxr-m',
    category: 'navigation',
    status: 'published',
    version: '2.3.1',
    createdAt: '2024-10-02T10:30:00.000Z',
  },
  {
    id: 2,
    name: 'Smart Assistant',
    slug: 'smart-assistant',
    description: 'Voice-driven checklists and remote expert calls for maintenance crews.',
    sdkType: 'both',
    category: 'productivity',
    status: 'development',
    version: '0.9.0',
    createdAt: '2025-01-18T14:05:00.000Z',
  },
  {
    id: 3,
    name: 'Glasses Trivia',
    slug: 'glasses-trivia',
    description: 'A quick-fire quiz game played with head gestures on the glasses.',
    sdkType: 'cxr-s',
    category: 'entertainment',
    status: 'development',
    version: '0.4.2',
    createdAt: '2025-03-07T08:45:00.000Z',
  },
];

export const demoApiKeys: DemoApiKey[] = [
  {
    id: 1,
    keyName: 'Production Key',
    keyPrefix: `${keyLead}7Hq2Xc9P`,
    appName: 'AR Navigator',
    permissions: ['read', 'write'],
    isActive: true,
    createdAt: '2024-10-05T12:00:00.000Z',
    lastUsed: '2025-05-20T16:42:00.000Z',
  },
  {
    id: 2,
    keyName: 'Development Key',
    keyPrefix: `${keyLead}bT4mK1wZ`,
    appName: 'Smart Assistant',
    permissions: ['read'],
    isActive: false,
    createdAt: '2025-01-20T09:15:00.000Z',
    lastUsed: null,
  },
];

/** The Overview's download count and activity in the demo. */
export const demoDownloadCount = 7;

export const demoActivity: DemoActivity[] = [
  {
    id: 5,
    action: 'sdk.downloaded',
    details: { name: 'CXR-M SDK (mobile)', version: '2.1.0' },
    createdAt: '2025-05-21T09:12:00.000Z',
  },
  {
    id: 4,
    action: 'app_submission.created',
    details: { version: '2.3.1' },
    createdAt: '2025-05-19T15:30:00.000Z',
  },
  {
    id: 3,
    action: 'api_key.created',
    details: { keyName: 'Development Key' },
    createdAt: '2025-01-20T09:15:00.000Z',
  },
  {
    id: 2,
    action: 'app.created',
    details: { name: 'Smart Assistant' },
    createdAt: '2025-01-18T14:05:00.000Z',
  },
  { id: 1, action: 'developer.login', details: {}, createdAt: '2025-01-18T13:58:00.000Z' },
];
