/**
 * The public forms as plain HTML forms (posted by a browser without JavaScript): each form has no
 * `action`, so a browser posts it to the page it is on; the server answers those posts (a 303 to the
 * form's success page below, or the page with the errors). With JavaScript the form sends JSON to its API.
 */
export const formApis = {
  lead: '/api/leads',
  partner: '/api/submit-partner',
  developer: '/api/submit-developer',
  newsletter: '/api/subscribe',
  /** "Report this app", on each App Store app page. */
  'app-report': '/api/app-reports',
} as const;
export type PublicFormName = keyof typeof formApis;
/** The forms whose outcomes analytics measures (a report of an app is not a conversion). */
export type MeasuredFormName = Exclude<PublicFormName, 'app-report'>;
export const isMeasuredForm = (form: PublicFormName): form is MeasuredFormName => form !== 'app-report';

/** Success pages: each says what the form's success screen (or toast) says. Not indexed. */
export const formSuccessPaths = {
  lead: '/contact/sent',
  partner: '/become-partner/submitted',
  developer: '/become-developer/submitted',
  /** A sign-up was received: the confirmation link is on its way (double opt-in, decision 0038). */
  newsletter: '/subscribe/check-inbox',
  waitlist: '/subscribe/waitlist/check-inbox',
  /** The confirmation link was followed: now subscribed (or on the waitlist). */
  newsletterConfirmed: '/subscribe/subscribed',
  waitlistConfirmed: '/subscribe/waitlist',
  /** Where the unsubscribe page's own form lands (the e-mailed link, posted without JavaScript). */
  unsubscribe: '/unsubscribe/done',
} as const;

/** The page an e-mailed confirmation link opens (`?token=…`); its button posts back to that same address. */
export const subscribeConfirmPagePath = '/subscribe/confirm';

/** The page an e-mailed unsubscribe link opens (`?token=…`); its form posts back to that same address. */
export const unsubscribePagePath = '/unsubscribe';

/**
 * Dispatched on the document after a public form's post; the analytics script (apps/web
 * features/analytics/tracker.ts) records it as the form's outcome.
 */
export const FORM_OUTCOME_EVENT = 'lumen:form-outcome';
export interface FormOutcomeDetail {
  form: MeasuredFormName;
  outcome: 'submitted' | 'failed';
}
