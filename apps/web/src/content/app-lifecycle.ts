/**
 * Words of the submission lifecycle the developer controls (issue 39): cancelling a pending submission,
 * listing changes of an app on the App Store, and the listing history, as the console and the staff
 * review screen show them.
 */
import { appCategoryLabels, sdkTypeLabels, type AppCategory, type SdkType } from '@app/contracts/options';

export const lifecycleCopy = {
  cancel: {
    button: 'Cancel submission',
    buttonLabel: (what: string) => `Cancel the submission of ${what}`,
    title: 'Cancel this submission?',
    description: (what: string) =>
      `${what} leaves the review queue and is kept in your history as cancelled. You can submit again right away.`,
    confirm: 'Cancel submission',
    keep: 'Keep it',
    busy: 'Cancelling…',
    done: 'Submission cancelled',
    failed: 'Could not cancel the submission',
  },
  listingChange: {
    kind: 'Listing change',
    what: (app: string) => `the listing change of ${app}`,
    pendingTitle: 'Listing change waiting for review',
    pendingText:
      'The App Store shows your current listing until our team approves this change, usually within 2 business days.',
    editNotice:
      'This app is on the App Store: changes to its name, description, category or SDK are reviewed before they appear there.',
    sentTitle: 'Sent for review',
    sentText: 'The App Store shows the current listing until the change is approved.',
    changeScreenshots: 'Change screenshots',
    changeScreenshotsLabel: (app: string) => `Change the App Store screenshots of ${app}`,
    screenshotsHint:
      'Upload new screenshots here: once approved they replace the ones on the App Store. Leave it empty to keep them.',
    failed: 'Could not start a listing change',
  },
  history: {
    button: 'Listing history',
    title: (app: string) => `Listing history of ${app}`,
    description: 'Every change to the App Store listing: who made it, when, and the decision.',
    empty: 'No changes recorded yet.',
    loading: 'Loading the history…',
    failed: 'The history could not be loaded.',
    by: (name: string) => `by ${name}`,
    notes: 'Review notes:',
    sources: {
      created: 'App created',
      edited: 'Edited',
      listing_change: 'Listing change',
      version: 'Version published',
    } as Record<string, string>,
    decisions: {
      applied: 'Applied',
      pending: 'Waiting for review',
      approved: 'Approved',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      published: 'Published',
      withdrawn: 'Withdrawn',
    } as Record<string, string>,
    fields: {
      name: 'Name',
      description: 'Description',
      category: 'Category',
      sdkType: 'SDK',
      screenshots: 'Screenshots',
      version: 'Version',
    } as Record<string, string>,
  },
} as const;

/** The words of a listing field's value (`listingValue`): the labels of categories and SDKs, and counts. */
export const listingValueWords = {
  none: 'None',
  newScreenshots: (count: number) => `${count} new`,
  categories: appCategoryLabels as Record<string, string>,
  sdkTypes: sdkTypeLabels as Record<string, string>,
};

/** A listing field's value as people read it ('—' for none), in `words`' language (English by default). */
export function listingValue(field: string, value: unknown, words = listingValueWords): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'category' && typeof value === 'string' && value in words.categories) {
    return words.categories[value as AppCategory] ?? value;
  }
  if (field === 'sdkType' && typeof value === 'string' && value in words.sdkTypes) {
    return words.sdkTypes[value as SdkType] ?? value;
  }
  if (field === 'screenshots' && typeof value === 'number') {
    return value === 0 ? words.none : words.newScreenshots(value);
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
}
