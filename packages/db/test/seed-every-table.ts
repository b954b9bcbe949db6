/** One or more rows in every table, with the awkward values a backup must carry exactly. */
import type { Database } from '../src/client.ts';
import * as s from '../src/schema.ts';

const at = new Date('2024-02-29T23:59:58.123Z');

export async function seedEveryTable(db: Database): Promise<void> {
  const [user] = await db
    .insert(s.users)
    .values([
      { username: 'ops', password: 'scrypt$x', role: 'admin', email: 'ops@example.com', totpRequired: true },
      { username: 'quiet "one"', password: 'scrypt$y', email: null, lastLoginAt: at, disabled: true },
    ])
    .returning();
  const [application] = await db
    .insert(s.developerApplications)
    .values({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      experienceLevel: 'expert',
      yearsExperience: '10+',
      programmingLanguages: ['C', 'COBOL', 'with, comma', 'quote "q"'],
      developmentAreas: [],
      primaryUseCase: 'Compilers',
      projectDescription: 'Line one\nline two\ttab',
      reasonForInterest: 'Émoji ✓ and ünïcode',
      hasARExperience: true,
    })
    .returning();
  const [developer] = await db
    .insert(s.developers)
    .values({
      userId: user!.id,
      applicationId: application!.id,
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      skills: ['c', 'cobol'],
      bio: null,
      publicName: '霍珀工作室',
      publicSlug: 'huo-po-gong-zuo-shi',
    })
    .returning();
  const [org] = await db
    .insert(s.organizations)
    .values({ name: 'Navy', slug: 'navy', createdBy: user!.id })
    .returning();
  const [app] = await db
    .insert(s.apps)
    .values({ name: 'Nav', slug: 'nav', developerId: developer!.id, organizationId: org!.id })
    .returning();
  const [apiKey] = await db
    .insert(s.apiKeys)
    .values({
      keyName: 'ci',
      keyHash: 'h1',
      keyPrefix: 'lk_1',
      developerId: developer!.id,
      appId: app!.id,
      permissions: ['read', 'write'],
      expiresAt: at,
    })
    .returning();
  await db.insert(s.apiRequestLogs).values({
    keyId: apiKey!.id,
    developerId: developer!.id,
    method: 'POST',
    path: '/api/v1/apps/1/submissions',
    status: 409,
    requestId: 'req-"quoted"-1',
    errorCode: 'conflict',
    durationMs: 12,
    createdAt: at,
  });
  const [endpoint] = await db
    .insert(s.webhookEndpoints)
    .values({
      developerId: developer!.id,
      url: 'https://hooks.example.com/lumen?a=1&b=2',
      description: 'Tab\tand émoji ✓',
      events: ['submission.published', 'key.expiring'],
      secretSealed: 'v1.iv.tag.body',
      secretPrefix: 'whsec_abcd',
    })
    .returning();
  await db.insert(s.webhookEvents).values({
    id: 'evt_seed',
    developerId: developer!.id,
    type: 'submission.published',
    body: '{"id":"evt_seed","data":{"note":"line\\nbreak"}}',
    createdAt: at,
  });
  await db.insert(s.webhookDeliveries).values({
    endpointId: endpoint!.id,
    eventId: 'evt_seed',
    status: 'failed',
    attempts: 9,
    nextAttemptAt: at,
    giveUpAt: at,
    lastAttemptAt: at,
    responseStatus: 503,
    responseMs: 1500,
    lastError: 'Service "unavailable"',
  });
  const [appSubmission] = await db
    .insert(s.appSubmissions)
    .values({
      appId: app!.id,
      version: '1.0.1',
      reviewedBy: user!.id,
      reviewedAt: at,
      listing: {
        compatibleModels: ['max2'],
        minOsVersion: '2.2',
        permissions: ['camera'],
        downloadSizeBytes: 1000,
        languages: ['zh-Hans'],
        ageRating: '4+',
        dataCollected: [],
        privacyPolicyUrl: null,
        supportContact: 'help@example.com',
        website: null,
      },
    })
    .returning();
  const [listingChange] = await db
    .insert(s.appSubmissions)
    .values({
      appId: app!.id,
      kind: 'listing',
      version: '1.0.1',
      status: 'cancelled',
      changes: { name: 'Nav 导航', description: null, category: 'navigation' },
    })
    .returning();
  await db.update(s.apps).set({ listingSubmissionId: appSubmission!.id });
  await db.insert(s.appListingVersions).values({
    appId: app!.id,
    source: 'listing_change',
    submissionId: listingChange!.id,
    changes: { name: { from: 'Nav', to: 'Nav 导航' } },
    actorKind: 'developer',
    actorName: 'dev@example.com',
  });
  await db.insert(s.appSlugHistory).values({ slug: 'old-address', appId: app!.id });
  await db.insert(s.appReports).values({
    appId: app!.id,
    reason: 'broken',
    details: 'Does not start — 不能启动',
    email: 'reporter@example.com',
    status: 'dismissed',
    resolvedBy: user!.id,
    resolvedAt: at,
  });
  await db.insert(s.appScreenshots).values({
    submissionId: appSubmission!.id,
    contentType: 'image/png',
    byteSize: 4,
    sha256: 'ab',
    data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await db.insert(s.leads).values({
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Engines',
    email: 'ada@example.com',
    interest: 'other',
    message: "It's {json-looking} [text]",
    createdAt: at,
  });
  await db.insert(s.partners).values({
    fullName: 'Pat',
    contactNumber: '+1 555',
    email: 'pat@example.com',
    companyName: 'Pat Co',
    industry: 'Retail',
    employeeCount: '1-10',
    targetCountryRegion: 'EU',
    username: 'pat',
    loginEnabled: true,
    archived: true,
  });
  await db
    .insert(s.subscribers)
    .values([{ email: 'sub@example.com', firstName: 'Sub', active: false }, { email: 'two@example.com' }]);
  const [submission] = await db
    .insert(s.formSubmissions)
    .values({
      formType: 'contact-form',
      submitterEmail: 'ada@example.com',
      formData: { nested: { list: [1, 2.5, null, true], text: 'a"b\\c' }, empty: {} },
      notificationSent: true,
    })
    .returning();
  await db.insert(s.consentLogs).values({
    timestamp: at,
    action: 'customize',
    preferences: { analytics: false, marketing: true },
    consentId: 'c-1',
    revision: 2,
  });
  await db.insert(s.sessions).values({
    id: 'session-hash',
    kind: 'staff',
    subjectId: user!.id,
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  });
  await db.insert(s.emailOutbox).values({
    messageId: '<m1@example.com>',
    kind: 'staff-notification',
    to: 'staff@example.com',
    subject: 'New lead',
    text: 'Body',
    formSubmissionId: submission!.id,
  });
  await db.insert(s.auditLog).values({ actorKind: 'system', action: 'seeded', details: { n: 1 } });
  await db.insert(s.sdkDownloads).values({ developerId: developer!.id, sdk: 'mobile', version: '2.1.0' });
  await db.insert(s.developerDevices).values({
    developerId: developer!.id,
    model: 'max2',
    serialNumber: 'LMN0000SEED',
    status: 'refused',
    decidedAt: at,
    decidedBy: user!.id,
    decisionReason: 'Unknown serial — 未知',
  });
  await db.insert(s.developerModeKeys).values({ keyId: 'seed-key', publicKey: 'pk', privateKey: 'sealed' });
  await db
    .insert(s.siteSettings)
    .values({ name: 'developer-mode-auto-grant', value: false, updatedBy: user!.id });
  const [sdkRelease] = await db
    .insert(s.sdkReleases)
    .values({
      sdk: 'cxr-m',
      version: '9.9.9',
      releaseDate: '2026-11-28',
      notes: '# Notes — 说明',
      requirements: [{ label: 'Android', value: '7.0' }],
      publishedBy: user!.id,
    })
    .returning();
  await db.insert(s.sdkReleaseFiles).values({
    releaseId: sdkRelease!.id,
    kind: 'library',
    fileName: 'cxr-m-9.9.9.aar',
    contentType: 'application/octet-stream',
    byteSize: 2,
    sha256: 'cd',
    data: Buffer.from([0x50, 0x4b]),
  });
  await db.insert(s.oneTimeTokens).values({
    tokenHash: 't1',
    purpose: 'invitation',
    subjectKind: 'partner',
    subjectId: 1,
    expiresAt: at,
  });
  await db
    .insert(s.quarantine)
    .values({ formType: 'newsletter', reason: 'honeypot', payload: { email: 'bot@example.com' } });
  await db.insert(s.appSecrets).values({ name: 'signing-key', value: 'secret' });
  await db.insert(s.secondFactors).values([
    { subjectKind: 'staff', subjectId: user!.id, secret: 'enc', enabledAt: at, lastUsedStep: 7 },
    { subjectKind: 'partner', subjectId: 1, secret: 'enc2' },
  ]);
  await db.insert(s.recoveryCodes).values({ subjectKind: 'staff', subjectId: user!.id, codeHash: 'rc' });
  await db.insert(s.rateLimitBuckets).values({ key: 'ip:1', count: 3, resetAt: at });
  await db.insert(s.emailSuppressions).values({ emailHash: 'abc', reason: 'erased' });
  await db.insert(s.jobRuns).values({ name: 'retention', lastStartedAt: at, lastResult: { ok: true } });
  await db.insert(s.analyticsEvents).values({
    createdAt: at,
    kind: 'pageview',
    path: '/contact?q="x"',
    referrerHost: 'search.example',
    utmSource: 'news, letter',
    device: 'desktop',
    visitorId: '0b5f2a0e-4a6f-4c36-9d5a-3f1f6f7b8c9d',
  });
  await db.insert(s.analyticsDaily).values({ day: '2024-02-29', metric: 'page', key: '/contact', count: 3 });
  await db
    .insert(s.analyticsDayVisitors)
    .values({ day: '2024-02-29', visitor: '0b5f2a0e-4a6f-4c36-9d5a-3f1f6f7b8c9d' });
}
