/**
 * The cookie-consent banner's and cookie settings' words (features/consent/cookie-banner.tsx), out of the
 * component so the Chinese edition can say them (decision 0067; its twin is i18n/zh-CN/consent.ts).
 */
import { GPC_NOTICE } from '@app/contracts/storage-keys';

export const cookieBannerTexts = {
  regionLabel: 'Cookie consent',
  close: 'Close cookie settings',
  simple: {
    heading: 'We value your privacy',
    /** The sentence before the Cookie Policy link, the link, and what follows it. */
    text: 'We use necessary cookies to run this site and, with your consent, analytics and marketing cookies. Read our',
    policyLink: { label: 'Cookie Policy', href: '/policies/cookies' },
    afterLink: '.',
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    customize: 'Customize',
  },
  preferences: {
    heading: 'Cookie preferences',
    text: 'Choose which optional cookies we may use. You can change this at any time from “Cookie settings” at the bottom of every page.',
    necessary: {
      label: 'Necessary',
      description: 'Keep the site working and secure, and remember this choice. Always on.',
    },
    analytics: {
      label: 'Analytics',
      description: 'Help us understand which pages are visited and how visitors find us.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Measure our campaigns and show relevant information on other sites.',
    },
    /** What a category stores, by name (from the one list the Cookie Policy and the tests use). */
    sets: (names: string) => `Sets: ${names}.`,
    gpcNotice: `${GPC_NOTICE}.`,
    save: 'Save Preferences',
    back: 'Back',
  },
} as const;
