/*
 * The double opt-in's figures and the subscriber statuses, without zod: public pages show them before any
 * form is used, and a module with schemas would bring zod into their first load (bundle budgets).
 */

/**
 * Double opt-in (decision 0038): a sign-up is unconfirmed until the e-mailed link is followed; the link
 * works for this many days, then the retention job deletes the unconfirmed sign-up.
 */
export const SUBSCRIBE_CONFIRM_DAYS = 7;
/** At most one sign-up mail (confirmation or "already subscribed") per address in this many minutes. */
export const SIGNUP_MAIL_INTERVAL_MINUTES = 10;

/** A subscriber as staff see it: active, inactive (unsubscribed or turned off), or never confirmed. */
export const subscriberStatuses = ['active', 'inactive', 'unconfirmed'] as const;
export type SubscriberStatusName = (typeof subscriberStatuses)[number];
export const subscriberStatusOf = (s: {
  active: boolean;
  confirmedAt: Date | string | null;
}): SubscriberStatusName => (s.active ? 'active' : s.confirmedAt === null ? 'unconfirmed' : 'inactive');
