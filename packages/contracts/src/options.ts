import { brand } from './site';

/**
 * Every option list of the site. Each list comes as a readonly tuple of values (what the API
 * stores and what the zod enums accept) and, for select/checkbox UIs, as `{ value, label }` options.
 * Lists whose values are already human text use the value as the label.
 *
 * Brand-dependent lists ('{brand} Sales', '{brand} SDK Integration') are functions of the brand
 * name, so a deployment under another brand name builds its own.
 */

/** The brand used by the default (non-factory) schemas: the one in `site.ts`. */
export const DEFAULT_BRAND_NAME: string = brand.name;

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** `{ value, label }` options from values, with labels from `labels` or the value itself. */
export function toOptions<V extends string>(
  values: readonly V[],
  labels?: Readonly<Record<V, string>>,
): readonly Option<V>[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}

// ---------------------------------------------------------------- leads

/** Interests offered by the enterprise contact form on the home page. */
export const homeInterests = ['remote-assistance', 'training', 'workflow', 'partner', 'other'] as const;
/** Interests offered by the contact page form: the home ones plus developer and distribution. */
export const contactInterests = [...homeInterests, 'developer', 'distribution'] as const;
/** Every interest POST /api/leads accepts (same set as the contact page). */
export const leadInterests = contactInterests;
export type HomeInterest = (typeof homeInterests)[number];
export type LeadInterest = (typeof leadInterests)[number];

export const leadInterestLabels: Readonly<Record<LeadInterest, string>> = {
  'remote-assistance': 'Remote Assistance',
  training: 'Training & Simulation',
  workflow: 'Workflow Optimization',
  partner: 'Partnership Opportunities',
  other: 'Other',
  developer: 'Developer Program',
  distribution: 'Distribution & Wholesale',
};
export const homeInterestOptions = toOptions(homeInterests, leadInterestLabels);
export const contactInterestOptions = toOptions(contactInterests, leadInterestLabels);

// ---------------------------------------------------------------- partner application

export const industries = [
  'Technology',
  'Retail',
  'Manufacturing',
  'Healthcare',
  'Education',
  'Entertainment',
  'Construction',
  'Other',
] as const;
export type Industry = (typeof industries)[number];
export const industryOptions = toOptions(industries);

export const employeeCounts = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type EmployeeCount = (typeof employeeCounts)[number];
export const employeeCountOptions = toOptions(employeeCounts);

export const afterSaleServiceAnswers = ['Yes', 'No', 'Not Sure'] as const;
export type AfterSaleServiceAnswer = (typeof afterSaleServiceAnswers)[number];
export const afterSaleServiceOptions = toOptions(afterSaleServiceAnswers);
export const DEFAULT_AFTER_SALE_SERVICE: AfterSaleServiceAnswer = 'No';

/** Referral sources, in display order; the first one is '{brand} Sales'. */
export function referralSources(brandName: string) {
  return [
    `${brandName} Sales`,
    'Social Media',
    'Google AdWords',
    'News Report',
    'Friends Reference',
    'Other Reference',
    'Others',
  ] as const satisfies readonly [string, ...string[]];
}
export type ReferralSource = ReturnType<typeof referralSources>[number];
export function referralSourceOptions(brandName: string): readonly Option<ReferralSource>[] {
  return toOptions(referralSources(brandName));
}

/** Order used for display and for sorting by status (pending, approved, rejected). */
export const partnerStatuses = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
export const partnerStatusLabels: Readonly<Record<PartnerStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const partnerStatusOptions = toOptions(partnerStatuses, partnerStatusLabels);

// ---------------------------------------------------------------- developer application

export const experienceLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const experienceLevelLabels: Readonly<Record<ExperienceLevel, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
export const experienceLevelOptions = toOptions(experienceLevels, experienceLevelLabels);

export const yearsOfExperience = ['0-1', '2-5', '5-10', '10+'] as const;
export type YearsOfExperience = (typeof yearsOfExperience)[number];
export const yearsOfExperienceLabels: Readonly<Record<YearsOfExperience, string>> = {
  '0-1': '0-1 years',
  '2-5': '2-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
};
export const yearsOfExperienceOptions = toOptions(yearsOfExperience, yearsOfExperienceLabels);

export const developmentTimelines = ['immediate', '1-3months', '3-6months', '6-12months'] as const;
export type DevelopmentTimeline = (typeof developmentTimelines)[number];
export const developmentTimelineLabels: Readonly<Record<DevelopmentTimeline, string>> = {
  immediate: 'Immediately',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  '6-12months': '6-12 months',
};
export const developmentTimelineOptions = toOptions(developmentTimelines, developmentTimelineLabels);

export const programmingLanguages = [
  'JavaScript/TypeScript',
  'Swift',
  'Kotlin',
  'Java',
  'C#',
  'C++',
  'Python',
  'Unity C#',
  'Unreal C++',
  'WebGL/Three.js',
  'React Native',
  'Flutter',
  'Other',
] as const;
export type ProgrammingLanguage = (typeof programmingLanguages)[number];
export const programmingLanguageOptions = toOptions(programmingLanguages);

export const developmentAreas = [
  'Mobile Apps',
  'Web Applications',
  'Game Development',
  'Enterprise Solutions',
  'AR/VR Applications',
  'Machine Learning',
  'IoT',
  'Computer Vision',
  'Other',
] as const;
export type DevelopmentArea = (typeof developmentAreas)[number];
export const developmentAreaOptions = toOptions(developmentAreas);

/** Developer platforms, in display order; the last one is '{brand} SDK Integration'. */
export function platforms(brandName: string) {
  return [
    'CXR-M (Mobile AR Platform)',
    'CXR-S (On-device AR Platform)',
    'YodaOS-Sprite',
    `${brandName} SDK Integration`,
  ] as const satisfies readonly [string, ...string[]];
}
export type Platform = ReturnType<typeof platforms>[number];
export function platformOptions(brandName: string): readonly Option<Platform>[] {
  return toOptions(platforms(brandName));
}

export const primaryUseCases = [
  'Gaming & Entertainment',
  'Enterprise & Industrial',
  'Education & Training',
  'Healthcare & Medical',
  'Retail & E-commerce',
  'Social & Communication',
  'Other',
] as const;
export type PrimaryUseCase = (typeof primaryUseCases)[number];
export const primaryUseCaseOptions = toOptions(primaryUseCases);

export const developerApplicationStatuses = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type DeveloperApplicationStatus = (typeof developerApplicationStatuses)[number];
export const developerApplicationStatusLabels: Readonly<Record<DeveloperApplicationStatus, string>> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const developerApplicationStatusOptions = toOptions(
  developerApplicationStatuses,
  developerApplicationStatusLabels,
);

// ---------------------------------------------------------------- submissions, consent

export const formTypes = [
  'contact-form',
  'demo-request',
  'partner-application',
  'developer-application',
  'newsletter',
  'app-report',
  'other',
] as const;
export type FormType = (typeof formTypes)[number];

export const consentActions = ['accept_all', 'reject_all', 'customize'] as const;
export type ConsentAction = (typeof consentActions)[number];
/** Who made a cookie choice: the visitor (banner) or the browser's Global Privacy Control signal. */
export const consentSources = ['banner', 'gpc'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** Source stored for a subscriber when the request names none. */
export const DEFAULT_SUBSCRIBER_SOURCE = 'website';
/** Source sent by the floating newsletter widget. */
export const NEWSLETTER_WIDGET_SOURCE = 'floating_newsletter';
/** Source stored for /subscribe sign-ups that ask to join the product waitlist. */
export const WAITLIST_SOURCE = 'waitlist';

// ---------------------------------------------------------------- developer console

export const sdkTypes = ['cxr-m', 'cxr-s', 'both'] as const;
export type SdkType = (typeof sdkTypes)[number];
export const sdkTypeLabels: Readonly<Record<SdkType, string>> = {
  'cxr-m': 'CXR-M (Mobile)',
  'cxr-s': 'CXR-S (On-device)',
  both: 'Both',
};
export const sdkTypeOptions = toOptions(sdkTypes, sdkTypeLabels);

export const appCategories = [
  'navigation',
  'productivity',
  'entertainment',
  'education',
  'utility',
  'other',
] as const;
export type AppCategory = (typeof appCategories)[number];
export const appCategoryLabels: Readonly<Record<AppCategory, string>> = {
  navigation: 'Navigation',
  productivity: 'Productivity',
  entertainment: 'Entertainment',
  education: 'Education',
  utility: 'Utility',
  other: 'Other',
};
export const appCategoryOptions = toOptions(appCategories, appCategoryLabels);

export const apiKeyPermissions = ['read', 'write', 'admin'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];
export const apiKeyPermissionLabels: Readonly<Record<ApiKeyPermission, string>> = {
  read: 'Read',
  write: 'Write',
  admin: 'Admin',
};
export const apiKeyPermissionOptions = toOptions(apiKeyPermissions, apiKeyPermissionLabels);

/** Which data a key (and an app) belongs to: live, or test (never seen by staff nor published). */
export const keyModes = ['live', 'test'] as const;
export type KeyMode = (typeof keyModes)[number];
export const keyModeLabels: Readonly<Record<KeyMode, string>> = { live: 'Live', test: 'Test' };

/** A secret key (tools, CI, servers) or a publishable key (bound to one app, embedded in it). */
export const apiKeyKinds = ['secret', 'publishable'] as const;
export type ApiKeyKind = (typeof apiKeyKinds)[number];
export const apiKeyKindLabels: Readonly<Record<ApiKeyKind, string>> = {
  secret: 'Secret key',
  publishable: 'Publishable key',
};

/** How long a rolled key's former secret keeps working. */
export const keyRollOverlaps = ['now', '1h', '24h', '7d'] as const;
export type KeyRollOverlap = (typeof keyRollOverlaps)[number];
export const keyRollOverlapMs: Readonly<Record<KeyRollOverlap, number>> = {
  now: 0,
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};
export const keyRollOverlapLabels: Readonly<Record<KeyRollOverlap, string>> = {
  now: 'Stop the old key now',
  '1h': 'Keep the old key working for 1 hour',
  '24h': 'Keep the old key working for 24 hours',
  '7d': 'Keep the old key working for 7 days',
};
export const keyRollOverlapOptions = toOptions(keyRollOverlaps, keyRollOverlapLabels);

/** App lifecycle; new apps start in development. */
export const appStatuses = ['development', 'published', 'archived'] as const;
export type AppStatus = (typeof appStatuses)[number];
export const appStatusLabels: Readonly<Record<AppStatus, string>> = {
  development: 'Development',
  published: 'Published',
  archived: 'Archived',
};

export const appVisibilities = ['private', 'public'] as const;
export type AppVisibility = (typeof appVisibilities)[number];

export const profileVisibilities = ['public', 'private'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

/** Where a submission is in the review; `cancelled`: its developer took it back while it was pending. */
export const appSubmissionStatuses = [
  'pending',
  'approved',
  'rejected',
  'published',
  'withdrawn',
  'cancelled',
] as const;
export type AppSubmissionStatus = (typeof appSubmissionStatuses)[number];

/**
 * What a submission asks staff to review: a new `version` of the app (published by staff after approval),
 * or a `listing` change of an app on the store (its name, description, category, SDK or screenshots),
 * which reaches the store when approved.
 */
export const appSubmissionKinds = ['version', 'listing'] as const;
export type AppSubmissionKind = (typeof appSubmissionKinds)[number];
