import { brand, site } from '../../site';
import { policyTitles } from './titles';
import type { Policy } from '../types';
import { policiesLastUpdated } from './shared';

export const privacyPolicy: Policy = {
  slug: 'privacy',
  title: policyTitles.privacy,
  description: `How ${brand.name} collects, uses, shares and protects personal information, how long we keep it, and how to exercise your rights.`,
  lastUpdated: policiesLastUpdated,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This Privacy Policy explains how ${brand.name} ("we", "us") handles personal information collected through this website, our partner portal, our developer pages and the related forms. It applies to visitors, enterprise customers, distribution partners, developers and newsletter subscribers.`,
        `For questions about this policy or our data practices, contact us at ${site.privacyEmail}.`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need for the purpose you give it to us for:'],
      bullets: [
        'Enterprise and contact enquiries: first and last name, company name, e-mail address, phone number (optional), area of interest and your message.',
        'Partner applications: full name, contact number, e-mail address, company name and website, industry, number of employees, after-sale service capability, target country or region, sales target plan, how you heard about us and any additional information you provide.',
        'Developer program applications: contact details, professional background, programming languages, development areas, platforms of interest, project description and the other answers you give on the form.',
        'Newsletter subscriptions: e-mail address, optionally your name, and where you subscribed.',
        'Cookie consent records: your choice (accept all, reject all or custom preferences), the time of the choice, your browser’s user agent and the website domain.',
        'Partner portal and developer accounts: login e-mail, a securely hashed password and the dates of your last logins.',
        'Technical and usage data: with your consent, analytics data about pages visited and how the site is used.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use personal information to:'],
      bullets: [
        'Answer enquiries and provide quotes, demos and deployment advice.',
        'Review partner and developer applications and contact applicants, usually within 2 business days.',
        'Provide and secure the partner portal, the developer console and their downloads.',
        'Send newsletters and product news to subscribers who asked for them.',
        'Record and respect your cookie choices.',
        'Improve the website, with analytics only where you have consented.',
        'Meet legal, tax and accounting obligations and protect against fraud and abuse.',
      ],
    },
    {
      heading: 'Legal bases',
      paragraphs: [
        'Where data protection law requires a legal basis, we rely on: your consent (newsletters, analytics and marketing cookies); the steps needed to enter into or perform a contract with you (enquiries, applications, partner and developer accounts); our legitimate interests in running and securing our business, balanced against your rights; and compliance with legal obligations.',
        'You can withdraw consent at any time. Withdrawal does not affect processing that took place before it.',
      ],
    },
    {
      heading: 'Sharing your information',
      paragraphs: ['We do not sell personal information. We share it only with:'],
      bullets: [
        'Service providers who host our systems, deliver e-mail or provide analytics, under contracts that limit their use of the data to our instructions.',
        'Authorized distribution partners in your region, when you ask us to connect you with one or when your enquiry concerns a purchase they fulfil.',
        'Professional advisers, authorities or courts, where the law requires it or to establish, exercise or defend legal claims.',
        'A successor organization in a merger or acquisition, subject to this policy.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'We operate internationally, so your information may be processed outside your country. When we transfer personal information, we use safeguards recognized by applicable law, such as standard contractual clauses, and we apply the same protections wherever the data is processed.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep personal information only as long as needed for its purpose and for legal requirements:',
      ],
      bullets: [
        'Partner applications: 7 years from the date of application, to meet contractual and legal record-keeping duties.',
        'Contact forms and enterprise enquiries: 3 years from your last contact with us.',
        'Analytics data: 2 years from collection.',
        'Newsletter subscriptions: until you unsubscribe; afterwards we keep only a suppression record so that we do not e-mail you again.',
        'Cookie consent records: as long as needed to demonstrate your choice.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, to object to or restrict certain processing, to withdraw consent, and to complain to a data protection authority.',
        `To make a request, e-mail ${site.privacyEmail}. We may need to verify your identity before acting on it. We answer privacy requests within 45 days; if a request is complex we will tell you within that period why more time is needed.`,
      ],
    },
    {
      heading: 'Do Not Sell or Share My Personal Information',
      paragraphs: [
        `We do not sell personal information for money. If marketing cookies are enabled, some sharing with advertising partners may count as "sharing" under certain US state laws. You can opt out at any time by rejecting marketing cookies in the cookie banner, or by using the "Do Not Sell My Personal Information" link in the footer, which sends a request to ${site.privacyEmail}.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect personal information with encryption in transit, hashed passwords, access controls limited to staff who need the data, and regular review of our systems. No method of transmission or storage is completely secure, so we also work to detect and respond to incidents quickly.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Our website and programs are intended for businesses and adults. We do not knowingly collect personal information from children under 16. If you believe a child has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our practices or the law change. The date at the top shows when it was last updated. For significant changes we will give notice on this website or by e-mail where appropriate.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Privacy questions and requests: ${site.privacyEmail}.`],
    },
  ],
};
