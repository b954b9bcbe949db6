/**
 * The App Store of the page audits: one published app with a screenshot and a declared listing, the rows
 * a developer's approved application, submission and the staff's publish leave behind (application,
 * developer, app, published submission, screenshot), written through the db package's Drizzle schema into
 * a fresh data folder before the server opens it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toListing } from '@app/contracts';
import {
  appScreenshots,
  appSubmissions,
  apps,
  developerApplications,
  developers,
  openDatabase,
} from '@app/db';

/**
 * The audited app page is `/app-store/${appSlug}`, its developer's page `/app-store/developers/${developerSlug}`,
 * and their Chinese twins under `/zh` (the app is filed for mainland China).
 */
export const appSlug = 'valve-guide';
export const developerSlug = 'fieldwork-labs';

/**
 * A real PNG of what a CXR-S app shows on the glasses' display, captured at 1280 × 720: text on the dark
 * ground the display leaves clear (as in the App Store e2e spec), drawn by Chromium itself. It is the app
 * page's largest image, so its weight is part of that page's LCP.
 */
function screenshotPng(chromium: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screenshot-'));
  const file = join(dir, 'screenshot.png');
  const html = `<body style="margin:0;height:100vh;display:grid;place-items:center;text-align:center;
    background:#070b16;font:600 56px system-ui;color:#5eead4">
    <div>Step 3 of 8<div style="margin-top:24px;font-size:32px;color:#e2e8f0">Close valve B before removing
    the cover</div></div></body>`;
  try {
    execFileSync(
      chromium,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--window-size=1280,720',
        `--screenshot=${file}`,
        `data:text/html,${encodeURIComponent(html)}`,
      ],
      { stdio: 'ignore' },
    );
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Migrates the embedded database in `dataDir` and adds the published app. */
export async function seedAppStore(dataDir: string, chromium: string): Promise<void> {
  const png = screenshotPng(chromium);
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    const { db } = handle;
    // The store lists the apps of developers whose application is approved with login enabled.
    const [application] = await db
      .insert(developerApplications)
      .values({
        fullName: 'Sam Store',
        email: 'sam@example.com',
        experienceLevel: 'advanced',
        yearsExperience: '5-10',
        primaryUseCase: 'Enterprise & Industrial',
        projectDescription: 'Hands-free service instructions for field engineers.',
        reasonForInterest: 'Our technicians need both hands free.',
        status: 'approved',
        loginEnabled: true,
      })
      .returning({ id: developerApplications.id });
    const [developer] = await db
      .insert(developers)
      .values({
        fullName: 'Sam Store',
        email: 'sam@example.com',
        company: 'Fieldwork Labs',
        publicName: 'Fieldwork Labs',
        publicSlug: developerSlug,
        website: 'https://fieldwork.example.com',
        applicationId: application!.id,
      })
      .returning({ id: developers.id });
    const [app] = await db
      .insert(apps)
      .values({
        name: 'Valve Guide',
        slug: appSlug,
        description:
          'Step-by-step valve service instructions, hands-free on the glasses: each step on screen, ' +
          'the next one by voice, with the torque values and the parts list of the unit in front of you.',
        sdkType: 'cxr-s',
        category: 'productivity',
        version: '1.2.0',
        developerId: developer!.id,
        status: 'published',
      })
      .returning({ id: apps.id });
    const publishedAt = new Date();
    const [submission] = await db
      .insert(appSubmissions)
      .values({
        appId: app!.id,
        version: '1.2.0',
        releaseNotes: 'Adds the pump service guide & voice control.',
        // Filed for mainland China (decision 0064): the app is in the Chinese store too, so the audits
        // cover /zh/app-store/valve-guide and its developer's Chinese page (decision 0067).
        appFilingNumber: '京ICP备2023012345号-1A',
        status: 'published',
        reviewedAt: publishedAt,
        publishedAt,
        listing: toListing({
          compatibleModels: ['max2', 'ar-joy2'],
          minOsVersion: '2.2',
          permissions: ['camera', 'microphone'],
          downloadSizeBytes: 18_400_000,
          languages: ['en', 'zh-Hans'],
          ageRating: '4+',
          dataCollected: ['usage-data'],
          privacyPolicyUrl: 'https://fieldwork.example.com/privacy',
          supportContact: 'help@fieldwork.example.com',
          website: 'https://fieldwork.example.com',
        }),
      })
      .returning({ id: appSubmissions.id });
    await db.insert(appScreenshots).values({
      submissionId: submission!.id,
      contentType: 'image/png',
      byteSize: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
      data: png,
    });
  } finally {
    await handle.close();
  }
}
