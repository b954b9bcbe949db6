/**
 * The site's sample releases (sample-builds.ts), added on start when missing. Several processes may
 * start at once: the unique (sdk, version) index lets one insert each release and the others skip it.
 * A release that exists is never touched, so staff may withdraw a sample or publish over it.
 */
import { siteOriginPlaceholder } from '@app/contracts/site';
import { and, eq } from 'drizzle-orm';
import { sdkReleases, type Database } from '@app/db';
import { sampleReleases } from './sample-builds.ts';
import { insertRelease } from './service.ts';

export async function seedSampleReleases(
  db: Database,
  /** The site's origin (PUBLIC_URL's), written into the archives' samples; the stand-in by default (tests). */
  origin: string = siteOriginPlaceholder,
  sourceDir?: string,
): Promise<void> {
  for (const sample of sampleReleases(origin, sourceDir)) {
    const [exists] = await db
      .select({ id: sdkReleases.id })
      .from(sdkReleases)
      .where(and(eq(sdkReleases.sdk, sample.sdk), eq(sdkReleases.version, sample.version)));
    if (exists) continue;
    await insertRelease(
      db,
      null,
      {
        sdk: sample.sdk,
        version: sample.version,
        releaseDate: sample.releaseDate,
        notes: sample.notes,
        requirements: sample.requirements,
        sampleBuild: true,
        makeCurrent: false,
      },
      sample.files,
    );
  }
}
