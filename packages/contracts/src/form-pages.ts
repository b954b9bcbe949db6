/**
 * The public forms as plain HTML forms (posted by a browser without JavaScript): where each form is
 * posted and the page a successful post is redirected to. The web app renders the forms and these
 * pages; the server answers the posts.
 */
export const formActions = {
  lead: '/api/leads',
  partner: '/api/submit-partner',
  developer: '/api/submit-developer',
  newsletter: '/api/subscribe',
} as const;

/** Success pages: each says what the form's success screen (or toast) says. Not indexed. */
export const formSuccessPaths = {
  lead: '/contact/sent',
  partner: '/become-partner/submitted',
  developer: '/become-developer/submitted',
  newsletter: '/subscribe/subscribed',
  waitlist: '/subscribe/waitlist',
  /** Where the unsubscribe page's own form lands (the e-mailed link, posted without JavaScript). */
  unsubscribe: '/unsubscribe/done',
} as const;

/** The page an e-mailed unsubscribe link opens (`?token=…`); its form posts back to that same address. */
export const unsubscribePagePath = '/unsubscribe';

/**
 * Dispatched (bubbling) on a public form after its post, `detail` 'submitted' or 'failed'; the analytics
 * script (apps/web features/analytics/tracker.ts) records it as the form's outcome.
 */
export const FORM_OUTCOME_EVENT = 'lumen:form-outcome';
