import { analyticsLimits } from '@app/contracts/analytics-limits';
import { storageIn, type SiteStorageEntry } from '@app/contracts/site-storage';
import { brand, site } from '../../site';
import { policyTitles } from './titles';
import type { Policy } from '../types';
import { policiesLastUpdated } from './shared';

const kindLabels: Record<SiteStorageEntry['kind'], string> = {
  cookie: 'cookie',
  localStorage: 'local storage',
  sessionStorage: 'session storage',
};

/** One bullet per cookie or storage key of the category, from the list the code and the tests use. */
const storageBullets = (category: SiteStorageEntry['category']): string[] =>
  storageIn(category).map(
    (entry) =>
      `${entry.name} (${kindLabels[entry.kind]}, ${entry.duration}${entry.conditional ? `, set ${entry.conditional}` : ''}): ${entry.purpose}`,
  );

export const cookiePolicy: Policy = {
  slug: 'cookies',
  title: policyTitles.cookies,
  description: `Which cookies and similar technologies the ${brand.name} website uses, in the categories necessary, analytics and marketing, and how to manage your choices.`,
  lastUpdated: policiesLastUpdated,
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, keep information in your browser in the same way. We use both, and this policy covers both.',
      ],
    },
    {
      heading: 'Cookie categories',
      paragraphs: [
        'We group cookies into three categories. You choose which of the optional categories to allow:',
      ],
      bullets: [
        'Necessary: required for the website to work and to keep it secure. They are always active and cannot be switched off.',
        'Analytics: help us understand how visitors use the website so we can improve it. Used only if you allow them.',
        'Marketing: used to measure our campaigns and show relevant content on other platforms. Used only if you allow them.',
      ],
    },
    {
      heading: 'Necessary cookies',
      paragraphs: [
        'These are all the necessary cookies and storage keys we set. The session cookie is HttpOnly, limited to our domain and expires when the session ends or is revoked.',
      ],
      bullets: storageBullets('necessary'),
    },
    {
      heading: 'Analytics cookies',
      paragraphs: [
        'With your consent, our analytics record the pages you view on this website, the website you came from (its host name only), the campaign of the link you arrived by, the kind of device (phone, tablet or computer) and whether a form you sent went through, together with the random id of the analytics cookie. From these we count visitors, page views, visits and the pages that led to an enquiry. The records are kept for 2 years. We do not use analytics to identify you personally.',
        `Without your consent, or when your browser sends Global Privacy Control, nothing is recorded or counted about your visit: the website sends no analytics, sets no analytics cookie and stores no identifier. Forms you send reach us as they always do. Our analytics are our own: the data goes to no one else, and your address is never stored with it. To keep the figures honest, one address may add at most ${analyticsLimits.visitorsPerAddressPerDay} visitors and ${analyticsLimits.eventsPerAddressPerDay} page views or form events a day, and one visitor ${analyticsLimits.eventsPerVisitorPerDay}; anything beyond is refused and only counted as refused. The analytics cookie we set with your consent:`,
      ],
      bullets: storageBullets('analytics'),
    },
    {
      heading: 'Marketing cookies',
      paragraphs: [
        'With your consent, marketing cookies let us and our advertising partners measure the results of campaigns and show you relevant information about our products on other websites. Rejecting marketing cookies also opts you out of any sharing of personal information for advertising. The marketing cookie we set with your consent:',
      ],
      bullets: storageBullets('marketing'),
    },
    {
      heading: 'Managing your choices',
      paragraphs: [
        'When you first visit, a banner lets you Accept All, Reject All or open the preferences view and Save Preferences for each optional category. Necessary cookies are always on.',
        'If your browser sends Global Privacy Control, we take it as your choice: the banner does not appear, analytics and marketing stay off, and we record that the choice came from Global Privacy Control.',
        'You can change your mind at any time: choose Cookie settings at the bottom of any page to open the banner again and change your choice. When you decline analytics or marketing, we remove the cookies of that category. You can also block cookies in your browser settings, but parts of the website may then stop working.',
      ],
    },
    {
      heading: 'Records of your consent',
      paragraphs: [
        'To demonstrate that we respect your choice, we keep a record of it: the choice made (accept all, reject all or customize), whether you made it or your browser’s Global Privacy Control did, the categories allowed, the time, your browser’s user agent and the website domain.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We will update this policy when we change the cookies we use. Questions about cookies can be sent to ${site.privacyEmail}. For more about how we handle personal information, see our Privacy Policy.`,
      ],
    },
  ],
};
