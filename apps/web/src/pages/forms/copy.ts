/** Copy of the form pages (contact, partner and developer applications, newsletter, unsubscribe). */
import { brand, site } from '../../site.ts';
import { formPagesMeta } from '../../content/form-pages.ts';

export const contactCopy = {
  head: formPagesMeta.contact,
  eyebrow: 'Contact',
  title: 'Contact us',
  lead: 'Questions about our AR glasses, a pilot for your team, distribution or the developer program? Send us a message and the right team will get back to you.',
  formHeading: 'Send us a message',
  formIntro: 'Fields marked with an asterisk are required. We usually reply within 2 business days.',
  channelsHeading: 'Reach the right team',
  channels: [
    { label: 'Sales', text: 'Pricing, pilots and enterprise deployments', email: site.salesEmail },
    { label: 'Support', text: 'Help with devices you already own', email: site.supportEmail },
    { label: 'Partners', text: 'Distribution, wholesale and resellers', email: site.partnerSupportEmail },
    { label: 'Developers', text: 'SDKs, the console and app reviews', email: site.developerSupportEmail },
  ],
  officesHeading: 'Offices',
};

export const partnerCopy = {
  head: formPagesMeta.partner,
  eyebrow: 'Partner program',
  title: 'Become a Partner',
  lead: `Bring ${brand.name} AR glasses to your market as a master distributor, authorized wholesaler or value-added reseller. Tell us about your company and where you sell; our partnership team reviews every application and contacts you within 2 business days.`,
  formHeading: 'Partner application',
  benefitsHeading: 'Why partner with us',
  benefits: [
    'Attractive margins on the full product line',
    'A fast-growing category: 45% CAGR in AR adoption',
    'Technical support and pre-sales engineering',
    'Training, demo units and marketing enablement',
  ],
  stepsHeading: 'What happens next',
  steps: [
    'We review your application within 2 business days.',
    'A partner manager calls you to discuss your market and plans.',
    'You sign the distribution agreement and get access to the partner portal.',
  ],
  portalNote: 'Already a partner?',
  portalLink: { label: 'Log in to the partner portal', href: '/partners/portal' },
};

export const developerCopy = {
  head: formPagesMeta.developer,
  eyebrow: 'Developer program',
  title: 'Join the Developer Program',
  lead: `Build apps for ${brand.name} glasses with the CXR-M and CXR-S SDKs and YodaOS-Sprite. Tell us about your experience and your project; we review every application within 2 business days.`,
  formHeading: 'Developer application',
  benefitsHeading: 'What you get',
  benefits: [
    'Early access to SDK releases and the developer console',
    'Development hardware for qualifying projects',
    'Technical support from our platform engineers',
    'Promotion of your app to enterprise customers',
  ],
  stepsHeading: 'What happens next',
  steps: [
    'We review your application within 2 business days.',
    'You receive your console access and SDK downloads by e-mail.',
    'Our developer relations team helps you plan your first build.',
  ],
  docsNote: 'Want to look around first?',
  docsLink: { label: 'Explore the SDKs', href: '/developers' },
};

export const subscribeCopy = {
  head: formPagesMeta.subscribe,
  eyebrow: 'Newsletter',
  title: 'Join the waitlist',
  lead: `Be the first to hear about the ${brand.name} AI Glasses, new products, SDK releases and events. About one e-mail a month, and you can unsubscribe at any time.`,
  formHeading: 'Sign up',
  points: [
    'Launch dates and early-access offers for the AI Glasses',
    'Product news and SDK releases',
    'Invitations to partner and developer events',
  ],
};

/** The page an e-mailed confirmation link opens (double opt-in). */
export const confirmSubscriptionCopy = {
  head: {
    title: 'Confirm your subscription',
    description: `Confirm your ${brand.name} newsletter subscription.`,
    noindex: true,
  },
  title: 'Confirm your subscription',
};

export const unsubscribeCopy = {
  head: {
    title: 'Unsubscribe',
    description: `Stop receiving the ${brand.name} newsletter.`,
    noindex: true,
  },
  title: 'Unsubscribe from our newsletter',
};

/** Heads of the forms' success pages (form-sent-pages.tsx). */
export const formSentCopy = {
  lead: { title: 'Message sent', description: 'Your message has reached our team.' },
  partner: { title: 'Application submitted', description: 'Your partner application has reached our team.' },
  newsletter: {
    title: 'Check your inbox',
    description: 'Confirm your newsletter subscription from the e-mail.',
  },
  waitlist: {
    title: 'Check your inbox',
    description: 'Confirm your place on the AI Glasses waitlist from the e-mail.',
  },
  newsletterConfirmed: {
    title: "You're subscribed",
    description: 'Your newsletter subscription is confirmed.',
  },
  waitlistConfirmed: { title: "You're on the waitlist", description: 'You are on the AI Glasses waitlist.' },
  unsubscribe: { title: 'Unsubscribed', description: `You are no longer on the ${brand.name} newsletter.` },
};
