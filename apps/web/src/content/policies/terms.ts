import { brand, site } from '../../site';
import { policyTitles } from './titles';
import type { Policy } from '../types';
import { policiesLastUpdated } from './shared';

export const termsOfService: Policy = {
  slug: 'terms',
  title: policyTitles.terms,
  description: `The terms that govern your use of the ${brand.name} website, partner portal, developer pages and related services.`,
  lastUpdated: policiesLastUpdated,
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        `These Terms of Service ("Terms") govern your use of the ${brand.name} website and the services available through it, including the partner portal, the developer pages and console, and our forms. By using them you agree to these Terms. If you use them on behalf of an organization, you confirm that you may bind that organization.`,
        'Separate agreements, such as a distribution agreement, a non-disclosure agreement or the developer agreement that comes with the SDKs, take precedence over these Terms where they conflict.',
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [
        'The website provides information about our products, lets you send enquiries and apply to our partner and developer programs, and gives approved partners and developers access to protected areas. Product information, specifications and availability may change without notice and do not form an offer unless confirmed in writing.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'Partner portal and developer console accounts are personal to the approved applicant. Keep your credentials confidential, use a strong password and tell us promptly of any unauthorized use. We may suspend or close accounts that breach these Terms or put our services or other users at risk.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using our services you must not:'],
      bullets: [
        'Break any law or infringe the rights of others.',
        'Attempt to gain unauthorized access to our systems, other accounts or data.',
        'Interfere with the operation or security of the website, including by automated scraping or excessive requests.',
        'Upload malware or content that is unlawful, misleading or harmful.',
        'Share confidential materials from the partner portal without authorization.',
      ],
    },
    {
      heading: 'Developer program and SDKs',
      paragraphs: [
        'SDKs, sample code, documentation and API keys are provided under the developer agreement that accompanies them. API keys are for your own apps; keep them secret and grant only the permissions you need. Apps submitted to the App Store are reviewed and may be declined or removed if they break our guidelines.',
      ],
    },
    {
      heading: 'Partner program',
      paragraphs: [
        'Applying to the partner program does not create a partnership. Pricing, territories, orders, warranty claims and support obligations are governed by the distribution agreement signed with approved partners.',
      ],
    },
    {
      heading: 'Orders, shipping and returns',
      paragraphs: [
        'Orders placed with us are subject to our written confirmation, our Shipping Policy and our Refund Policy, which form part of these Terms.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The website, its content, our product names and logos, YodaOS-Sprite, CXR-M and CXR-S are owned by ${brand.name} or its licensors. You may view and print pages for your own business purposes. Any other use needs our written permission, except materials we expressly provide for partners’ marketing, used as we instruct.`,
      ],
    },
    {
      heading: 'Third-party links and services',
      paragraphs: [
        'The website links to third-party services such as social networks and community platforms. We are not responsible for their content or practices, and their own terms apply.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'The website and its content are provided "as is". To the extent permitted by law we disclaim all implied warranties, including fitness for a particular purpose. Product warranties are given only in the documentation that comes with the product or in your agreement with us.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for indirect, incidental or consequential losses, loss of profit, revenue or data arising from your use of the website. Nothing in these Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
      ],
    },
    {
      heading: 'Dispute resolution',
      paragraphs: [
        `If a dispute arises from these Terms or our services, please contact us first at ${site.salesEmail} with a description of the issue. Both parties agree to try to resolve it in good faith during a negotiation period of 30 days from that notice before starting formal proceedings.`,
        'If the dispute is not resolved within the negotiation period, either party may take it to the competent courts, unless a separate agreement between us provides for arbitration or a specific forum. Nothing here prevents either party from seeking urgent interim relief.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These Terms are governed by the law stated in your agreement with us or, if there is none, by the law of the country where the contracting entity is registered, without regard to conflict-of-law rules. Mandatory consumer protections of your country of residence are not affected.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these Terms from time to time. The date at the top shows the latest version. Continued use of our services after a change means you accept the updated Terms.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these Terms: ${site.salesEmail}.`],
    },
  ],
};
