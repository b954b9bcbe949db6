/**
 * Every table of the site. Field names follow the spec (camelCase in TypeScript, snake_case columns).
 * Tables beyond the spec's entities (sessions, email_outbox, audit_log, one_time_tokens, quarantine)
 * are what a real deployment needs: revocable sessions, durable mail, accountability, invitations.
 */
import type { AppListing } from '@app/contracts/forms/app-listing';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** UTM parameters of the visit a lead, application or sign-up came from. */
/** The listing fields a listing change sets (absent: left as they are). */
export interface ListingChange {
  name?: string;
  description?: string | null;
  category?: 'navigation' | 'productivity' | 'entertainment' | 'education' | 'utility' | 'other' | null;
  sdkType?: 'cxr-m' | 'cxr-s' | 'both' | null;
}

export interface Campaign {
  source: string;
  medium: string | null;
  campaign: string | null;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** Raw bytes (PostgreSQL `bytea`), read and written as a Node Buffer on PGlite and PostgreSQL alike. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** Password hash (scrypt), never the password. */
  password: text('password').notNull(),
  role: text('role').notNull().default('user'),
  email: text('email'),
  createdAt: createdAt(),
  lastLoginAt: tstz('last_login_at'),
  /** Staff who must enrol a second factor before they can use the admin area. */
  totpRequired: boolean('totp_required').notNull().default(false),
  /** A disabled staff account cannot sign in; disabling it ends its sessions. */
  disabled: boolean('disabled').notNull().default(false),
});

export const developers = pgTable(
  'developers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The approved developer-program application that granted console access (not a spec field). Access
     * lasts while that application stays approved with login enabled; deleting it ends access.
     */
    applicationId: integer('application_id').references((): AnyPgColumn => developerApplications.id, {
      onDelete: 'set null',
    }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull().unique(),
    company: text('company'),
    website: text('website'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    githubHandle: text('github_handle'),
    discordHandle: text('discord_handle'),
    location: text('location'),
    skills: textArray('skills'),
    interests: textArray('interests'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    profileVisibility: text('profile_visibility').notNull().default('public'),
    /** The name the App Store shows for the developer (null: their company, else their full name). */
    publicName: text('public_name'),
    /** The developer page's address (null: `developer-{id}` until they choose one). */
    publicSlug: text('public_slug').unique(),
    /** The language of the mails the developer receives ('en' or 'zh'): from the application, then the profile. */
    language: text('language').$type<'en' | 'zh'>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('developers_user_idx').on(t.userId), index('developers_application_idx').on(t.applicationId)],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  website: text('website'),
  logoUrl: text('logo_url'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    sdkType: text('sdk_type').$type<'cxr-m' | 'cxr-s' | 'both'>(),
    category: text('category').$type<
      'navigation' | 'productivity' | 'entertainment' | 'education' | 'utility' | 'other'
    >(),
    packageName: text('package_name'),
    version: text('version').notNull().default('1.0.0'),
    developerId: integer('developer_id').references(() => developers.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    status: text('status').$type<'development' | 'published' | 'archived'>().notNull().default('development'),
    visibility: text('visibility').$type<'private' | 'public'>().notNull().default('private'),
    /**
     * The submission whose screenshots the store shows: the published version's, or an approved listing
     * change's with new screenshots, whichever came last (null before either: the current version's).
     * No foreign key: apps and submissions would refer to each other, and a backup restores tables parents
     * first. A submission is only ever deleted with its app.
     */
    listingSubmissionId: integer('listing_submission_id'),
    /** 'test': made with a test key or in the console's test mode; never seen by staff nor published. */
    mode: text('mode').$type<'live' | 'test'>().notNull().default('live'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('apps_developer_idx').on(t.developerId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    keyName: text('key_name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    developerId: integer('developer_id').references(() => developers.id, { onDelete: 'cascade' }),
    appId: integer('app_id').references(() => apps.id, { onDelete: 'set null' }),
    permissions: text('permissions')
      .array()
      .$type<Array<'read' | 'write' | 'admin'>>()
      .notNull()
      .default(sql`'{read}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: tstz('expires_at'),
    lastUsedAt: tstz('last_used_at'),
    /** 'secret' (`lumen_live_…`, `lumen_test_…`) or 'publishable' (`lumen_pk_…`, bound to one app). */
    kind: text('kind').$type<'secret' | 'publishable'>().notNull().default('secret'),
    /** Which data the key sees: live or test (a publishable key: its app's mode). */
    mode: text('mode').$type<'live' | 'test'>().notNull().default('live'),
    /** After a roll: the hash of the former secret, which keeps working until `previousExpiresAt`. */
    previousKeyHash: text('previous_key_hash').unique(),
    previousExpiresAt: tstz('previous_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_developer_idx').on(t.developerId)],
);

export const appSubmissions = pgTable(
  'app_submissions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** `version`: a new version; `listing`: a change to the store listing of a published app. */
    kind: text('kind').$type<'version' | 'listing'>().notNull().default('version'),
    version: text('version').notNull(),
    releaseNotes: text('release_notes'),
    downloadUrl: text('download_url'),
    /** A listing change's new field values (null for a version). */
    changes: jsonb('changes').$type<ListingChange>(),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'published' | 'withdrawn' | 'cancelled'>()
      .notNull()
      .default('pending'),
    reviewNotes: text('review_notes'),
    /**
     * What the developer declared for the version's listing, as the contracts' `toListing` made it (null for a
     * version submitted before listings existed).
     */
    listing: jsonb('listing').$type<AppListing>(),
    /**
     * The app filing number (APP备案号) of a version distributed in mainland China, null when it is not
     * (decision 0064): the Chinese edition's store lists only apps whose current version has one.
     */
    appFilingNumber: text('app_filing_number'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    publishedAt: tstz('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_submissions_app_idx').on(t.appId),
    index('app_submissions_status_idx').on(t.status),
    // At most one submission of each kind per app waiting for review (concurrent submits cannot both get in).
    uniqueIndex('app_submissions_one_pending_idx')
      .on(t.appId, t.kind)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An app's listing history: each change of its name, description, category, SDK or screenshots, who made
 * it and when. `changes` maps each field to `{ from, to }` (screenshots: how many). A row with a
 * `submissionId` (a listing change, or a version that brought screenshots) takes its decision from that
 * submission's status; the others (`created`, `edited`: before the app was on the store) applied at once.
 */
export const appListingVersions = pgTable(
  'app_listing_versions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    source: text('source').$type<'created' | 'edited' | 'listing_change' | 'version'>().notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    submissionId: integer('submission_id').references(() => appSubmissions.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').$type<'developer' | 'staff'>().notNull(),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_listing_versions_app_idx').on(t.appId, t.createdAt),
    uniqueIndex('app_listing_versions_submission_idx').on(t.submissionId),
  ],
);

/**
 * Addresses an app had before its developer changed its slug: the store answers them with a permanent
 * redirect to the current one, and no other app can take them.
 */
export const appSlugHistory = pgTable(
  'app_slug_history',
  {
    slug: text('slug').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('app_slug_history_app_idx').on(t.appId)],
);

/** Reports of a published app sent with the store's "Report this app" form, for staff to act on. */
export const appReports = pgTable(
  'app_reports',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    /** Where staff may answer, if the reporter gave it. */
    email: text('email'),
    status: text('status').$type<'open' | 'app-withdrawn' | 'dismissed'>().notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    /** The submission tables' common column; reports never store a campaign. */
    campaign: jsonb('campaign').$type<Campaign>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_reports_status_created_idx').on(t.status, t.createdAt),
    index('app_reports_app_idx').on(t.appId),
  ],
);

/**
 * Screenshots a developer uploads to a submission, kept in the database with the rest of the site's data
 * (every app process sees them; backups hold them). Only the store shows those of a published version.
 */
export const appScreenshots = pgTable(
  'app_screenshots',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => appSubmissions.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('app_screenshots_submission_idx').on(t.submissionId)],
);

/**
 * Glasses a developer registered for developer mode (issue 37). A serial number is held by one account
 * at a time (unique over every row: removing the device frees it). `status` is pending, granted, refused
 * or revoked; a granted device whose certificate passed `certificateExpiresAt` shows as expired. The
 * certificate is kept as issued (the exact signed file), so every download gives the same bytes.
 */
export const developerDevices = pgTable(
  'developer_devices',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    /** Normalised: capitals and digits only. */
    serialNumber: text('serial_number').notNull(),
    status: text('status')
      .$type<'pending' | 'granted' | 'refused' | 'revoked'>()
      .notNull()
      .default('pending'),
    /** When developer mode was last requested for it. */
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    /** The staff member of the last decision; null with `autoGranted` when the setting granted it. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    autoGranted: boolean('auto_granted').notNull().default(false),
    decisionReason: text('decision_reason'),
    certificate: text('certificate'),
    certificateKeyId: text('certificate_key_id'),
    certificateIssuedAt: tstz('certificate_issued_at'),
    certificateExpiresAt: tstz('certificate_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('developer_devices_serial_idx').on(t.serialNumber),
    index('developer_devices_developer_idx').on(t.developerId),
    index('developer_devices_status_idx').on(t.status),
  ],
);

/**
 * The Ed25519 key pairs that sign developer-mode certificates. One is current (partial unique index);
 * rotating retires it. The private key is sealed under the app's secret key (lib/sealed.ts); the public
 * key (raw 32 bytes, base64url: a JWK's `x`) is published while certificates it signed may be valid.
 */
export const developerModeKeys = pgTable(
  'developer_mode_keys',
  {
    keyId: text('key_id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    current: boolean('current').notNull().default(true),
    createdAt: createdAt(),
    retiredAt: tstz('retired_at'),
  },
  (t) => [
    uniqueIndex('developer_mode_keys_one_current_idx')
      .on(t.current)
      .where(sql`${t.current}`),
  ],
);

/** Settings staff change in the admin (e.g. automatic developer-mode grants), read by every instance. */
export const siteSettings = pgTable('site_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    interest: text('interest').notNull(),
    message: text('message'),
    /** The campaign the visitor arrived from (marketing consent only; analytics module). */
    campaign: jsonb('campaign').$type<Campaign>(),
    createdAt: createdAt(),
  },
  (t) => [index('leads_created_idx').on(t.createdAt)],
);

/**
 * Sort rank of a partner status: pending, approved, rejected, then anything else. The staff list sorts by
 * it and an index on the same expression serves that sort.
 */
export const partnerStatusRank = (status: AnyPgColumn | SQL) =>
  sql`(case ${status} when 'pending' then 0 when 'approved' then 1 when 'rejected' then 2 else 3 end)`;

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    companyWebsite: text('company_website'),
    industry: text('industry').notNull(),
    employeeCount: text('employee_count').notNull(),
    offerAfterSaleService: text('offer_after_sale_service').notNull().default('No'),
    targetCountryRegion: text('target_country_region').notNull(),
    salesTargetPlan: text('sales_target_plan'),
    referralSource: text('referral_source'),
    additionalInfo: text('additional_info'),
    status: text('status').notNull().default('pending'),
    /** The campaign the visitor arrived from (marketing consent only; analytics module). */
    campaign: jsonb('campaign').$type<Campaign>(),
    createdAt: createdAt(),
    /** Password hash for the partner portal; null until the partner sets one from the invitation. */
    password: text('password'),
    loginEnabled: boolean('login_enabled').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    username: text('username').unique(),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [
    index('partners_status_created_idx').on(t.status, t.createdAt),
    index('partners_created_idx').on(t.createdAt),
    index('partners_email_idx').on(t.email),
    // Staff list: counts per archived/status by index-only scans; status sort (both directions) by index.
    index('partners_archived_status_idx').on(t.archived, t.status),
    index('partners_status_rank_idx').on(partnerStatusRank(t.status), t.createdAt.desc(), t.id.desc()),
    index('partners_status_rank_desc_idx').on(
      sql`${partnerStatusRank(t.status)} desc`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

export const developerApplications = pgTable(
  'developer_applications',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyAffiliation: text('company_affiliation'),
    jobTitle: text('job_title'),
    portfolioWebsite: text('portfolio_website'),
    githubProfile: text('github_profile'),
    experienceLevel: text('experience_level').notNull(),
    programmingLanguages: textArray('programming_languages'),
    developmentAreas: textArray('development_areas'),
    yearsExperience: text('years_experience').notNull(),
    interestedPlatforms: textArray('interested_platforms'),
    primaryUseCase: text('primary_use_case').notNull(),
    projectDescription: text('project_description').notNull(),
    reasonForInterest: text('reason_for_interest').notNull(),
    developmentTimeline: text('development_timeline'),
    targetAudience: text('target_audience'),
    needsTechnicalSupport: boolean('needs_technical_support').notNull().default(false),
    needsHardwareAccess: boolean('needs_hardware_access').notNull().default(false),
    hasARExperience: boolean('has_ar_experience').notNull().default(false),
    additionalInfo: text('additional_info'),
    referralSource: text('referral_source'),
    /** The edition the form was sent from ('en', or 'zh' from the Chinese one): the account's first language. */
    language: text('language').$type<'en' | 'zh'>().notNull().default('en'),
    status: text('status').notNull().default('pending'),
    /** The campaign the visitor arrived from (marketing consent only; analytics module). */
    campaign: jsonb('campaign').$type<Campaign>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    adminNotes: text('admin_notes'),
    loginEnabled: boolean('login_enabled').notNull().default(false),
    password: text('password'),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [
    index('developer_applications_status_idx').on(t.status, t.createdAt),
    index('developer_applications_email_idx').on(t.email),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    source: text('source').notNull().default('website'),
    /** The campaign the visitor arrived from (marketing consent only; analytics module). */
    campaign: jsonb('campaign').$type<Campaign>(),
    createdAt: createdAt(),
    active: boolean('active').notNull().default(true),
    /**
     * When the address's owner clicked the confirmation link (double opt-in, decision 0038). A public sign-up
     * stores null (unconfirmed, not active); a row written any other way (staff, rows from before double
     * opt-in) counts as confirmed.
     */
    confirmedAt: tstz('confirmed_at').defaultNow(),
    /** The last sign-up mail to this address (a confirmation link or "already subscribed"): the resend limit and the expiry of an unconfirmed sign-up. */
    signupMailSentAt: tstz('signup_mail_sent_at'),
  },
  (t) => [index('subscribers_created_idx').on(t.createdAt)],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formType: text('form_type').notNull(),
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email'),
    formData: jsonb('form_data').notNull().default({}),
    /** The form guard's weak signals of a delivered post (e.g. `token-too-fresh`), shown to staff. */
    signals: jsonb('signals').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    notificationSent: boolean('notification_sent').notNull().default(false),
  },
  (t) => [index('form_submissions_created_idx').on(t.createdAt)],
);

export const consentLogs = pgTable(
  'consent_logs',
  {
    id: serial('id').primaryKey(),
    timestamp: tstz('timestamp').notNull(),
    action: text('action').notNull(),
    preferences: jsonb('preferences').notNull(),
    userAgent: text('user_agent'),
    /** Truncated (last octet / last 80 bits zeroed): enough for abuse triage, not for identifying a person. */
    ipAddress: text('ip_address'),
    domain: text('domain'),
    consentId: text('consent_id'),
    revision: integer('revision'),
    /** `banner` (the visitor chose) or `gpc` (the browser's Global Privacy Control signal decided). */
    source: text('source').notNull().default('banner'),
    createdAt: createdAt(),
  },
  (t) => [index('consent_logs_created_idx').on(t.createdAt)],
);

/** One table for staff, partner and developer sessions; the guard checks `kind`. Only the token's hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Transactional outbox: written in the same transaction as the data it reports on, delivered by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    formSubmissionId: integer('form_submission_id').references(() => formSubmissions.id, {
      onDelete: 'set null',
    }),
    /** Newsletter mail: the one-click unsubscribe URL the worker puts in List-Unsubscribe (RFC 8058). */
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId),
  ],
);

/** One row per SDK package a developer downloads from the console (the Overview counts them). */
export const sdkDownloads = pgTable(
  'sdk_downloads',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    sdk: text('sdk').notNull(),
    version: text('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sdk_downloads_developer_idx').on(t.developerId)],
);

/**
 * SDK releases staff publish (issue 37): one row per SDK and version. At most one release of an SDK is the
 * current one (what the console and the SDK pages offer); a withdrawn release stays on record but is no
 * longer listed, downloadable or in the Maven repository.
 */
export const sdkReleases = pgTable(
  'sdk_releases',
  {
    id: serial('id').primaryKey(),
    sdk: text('sdk').notNull(),
    version: text('version').notNull(),
    releaseDate: date('release_date').notNull(),
    /** Markdown, rendered with markdown-it (raw HTML escaped) where it is shown. */
    notes: text('notes').notNull(),
    /** The system requirements the SDK pages and the console show: [{ label, value }]. */
    requirements: jsonb('requirements').$type<Array<{ label: string; value: string }>>().notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** A small illustrative build (the seeded samples), marked as such on every page. */
    sampleBuild: boolean('sample_build').notNull().default(false),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sdk_releases_sdk_version_idx').on(t.sdk, t.version),
    uniqueIndex('sdk_releases_current_idx')
      .on(t.sdk)
      .where(sql`${t.isCurrent}`),
  ],
);

/**
 * The files of a release, stored in the database so that every app process serves them: bytes, size and
 * SHA-256 (the Maven repository's SHA-1 and MD5 are computed from the bytes when asked).
 */
export const sdkReleaseFiles = pgTable(
  'sdk_release_files',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => sdkReleases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sdk_release_files_kind_idx').on(t.releaseId, t.kind)],
);

/** Single-use, expiring tokens (invitations, password resets). Only the hash is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    index('one_time_tokens_subject_idx').on(t.subjectKind, t.subjectId, t.purpose),
  ],
);

/**
 * Public posts the form guard held (a filled honeypot, a forged token): shown to staff under Held, where a
 * release stores them as a normal submission and a delete drops them. Kept as long as the form's own data.
 */
export const quarantine = pgTable('quarantine', {
  id: serial('id').primaryKey(),
  formType: text('form_type').notNull(),
  reason: text('reason').notNull(),
  payload: jsonb('payload').notNull(),
  ipAddress: text('ip_address'),
  createdAt: createdAt(),
});

/**
 * Keys the app generates for itself (e.g. the token-signing key when SECRET_KEY is not set). Kept in the
 * database so every instance on the same database signs and verifies with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * TOTP second factor (RFC 6238) of a staff user, partner or developer. `secret` is encrypted with the
 * app's key; `enabledAt` stays null until the first code confirms enrolment. `lastUsedStep` refuses a
 * code that was already used (replay within its 30-second window).
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    secret: text('secret').notNull(),
    enabledAt: tstz('enabled_at'),
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId] })],
);

/** Single-use recovery codes for the second factor; only their hashes are stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_subject_idx').on(t.subjectKind, t.subjectId)],
);

/** Fixed-window rate-limit counters shared by every instance on the same database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tstz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_buckets_reset_idx').on(t.resetAt)],
);

/**
 * E-mail addresses erased on request, as SHA-256 of the normalised address: an import or a new sign-up
 * cannot quietly bring a suppressed subscriber back, and no personal data is kept.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** Scheduled jobs (e.g. retention): when each last ran, so several instances run a daily job once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: tstz('last_started_at'),
  lastFinishedAt: tstz('last_finished_at'),
  lastResult: jsonb('last_result'),
});

/**
 * Raw analytics events (page views, form outcomes) of visitors who allowed analytics cookies, kept 2 years
 * (retention job). `visitorId` is the first-party cookie's random id; no address or user agent is stored.
 * The daily counters (`analytics_daily`) are added to in the same transaction as each event.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    form: text('form'),
    outcome: text('outcome'),
    visitorId: text('visitor_id').notNull(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    // Sessions and journeys (Insights) read one visitor's events in time order.
    index('analytics_events_visitor_idx').on(t.visitorId, t.createdAt),
  ],
);

/**
 * Daily counters: one row per (day, metric, key) with its count (e.g. `page` /pricing 12, `visitors` '' 40,
 * `refused` rate_limited 3). Added to when each event is stored (and when one is refused); the Insights screen
 * reads its traffic figures from here.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

/** Visitor ids already counted for a day, so a visitor counts once a day (and as returning after a first day). */
export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/**
 * A developer's webhook endpoints: an HTTPS URL (checked to be public at registration and again at each
 * delivery), the events it receives, and its signing secret, sealed (lib/sealed.ts) because the server
 * signs with it; the console shows it once, when made or rotated.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: textArray('events'),
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's first characters, to tell which one a receiver holds. */
    secretPrefix: text('secret_prefix').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_developer_idx').on(t.developerId)],
);

/**
 * An event that happened (a decision, a grant, a listing change, a key expiring): the exact JSON body every
 * delivery of it sends. `id` is `evt_…`; a deterministic id (key.expiring) makes the event once only.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_developer_idx').on(t.developerId, t.createdAt)],
);

/**
 * One delivery of an event to an endpoint, and its outbox row: the webhook worker claims due rows with a
 * lease, signs and posts the body, records the answer, and retries with exponential backoff for a day.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** Retries stop after this moment (a day after the delivery was queued). */
    giveUpAt: tstz('give_up_at').notNull(),
    lastAttemptAt: tstz('last_attempt_at'),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    lastError: text('last_error'),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Requests to the developer API (`/api/v1`) made with a key: what the console's request log lists, 30 days. */
export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    requestId: text('request_id').notNull(),
    errorCode: text('error_code'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_request_logs_key_idx').on(t.keyId, t.createdAt),
    index('api_request_logs_developer_idx').on(t.developerId, t.createdAt),
    index('api_request_logs_request_id_idx').on(t.requestId),
    index('api_request_logs_created_idx').on(t.createdAt),
  ],
);
