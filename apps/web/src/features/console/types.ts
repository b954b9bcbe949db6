/** What the console shows: the JSON shapes of the /api/console answers (dates as ISO strings). */
import type { z } from 'zod';
import type { Screenshot } from '@app/contracts/api/app-store';
import type {
  ConsoleActivityJson,
  ConsoleKeyJson,
  ConsoleOverviewJson,
  ConsoleProfileJson,
} from '@app/contracts/api/console';
import type { ApiApp, ApiSubmission, developerIdentitySchema } from '@app/contracts/api/developer-api';

/** The signed-in developer: the JSON of the developer session contract. */
export type DeveloperIdentity = z.input<typeof developerIdentitySchema>;

/**
 * An app's submission for review: the JSON of the app-submission contract (shared with /api/v1), plus the
 * screenshots uploaded in the console (`images`; absent in the demo sample).
 */
export type ConsoleSubmission = ApiSubmission & { images?: Screenshot[] };

/** A developer's app with its submissions, newest first: the JSON of the app contract. */
export type ConsoleApp = Omit<ApiApp, 'submissions'> & { submissions: ConsoleSubmission[] };

/** The JSON of the console contracts (packages/contracts/src/api/console.ts). */
export type ConsoleKey = ConsoleKeyJson;
export type ConsoleProfile = ConsoleProfileJson;
export type ActivityEntry = ConsoleActivityJson;
export type ConsoleOverview = ConsoleOverviewJson;

/** Everything one console screen shows, from the server or from the demo sample. */
export interface ConsoleData {
  overview: ConsoleOverview;
  apps: ConsoleApp[];
  keys: ConsoleKey[];
  profile: ConsoleProfile;
}
