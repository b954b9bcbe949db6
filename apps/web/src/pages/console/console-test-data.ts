/**
 * A signed-in developer's app and key as the console's API returns them: the sample rows the console's
 * tests answer their requests with.
 */
export const sampleApp = (createdAt: string) => ({
  id: 7,
  name: 'Real App',
  slug: 'real-app',
  description: null,
  sdkType: 'both',
  category: 'utility',
  version: '1.0.0',
  status: 'development',
  visibility: 'private',
  createdAt,
  submissions: [],
});

export const sampleKey = (createdAt: string) => ({
  id: 3,
  keyName: 'Deploy',
  kind: 'secret',
  mode: 'live',
  keyPrefix: 'lumen_live_AbCdEfGh',
  appId: null,
  appName: null,
  permissions: ['read'],
  isActive: true,
  expired: false,
  expiresAt: null,
  lastUsedAt: null,
  createdAt,
});
