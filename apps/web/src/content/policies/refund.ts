import { brand, site } from '../../site';
import { policyTitles } from './titles';
import type { Policy } from '../types';
import { policiesLastUpdated } from './shared';

export const refundPolicy: Policy = {
  slug: 'refund',
  title: policyTitles.refund,
  description: `When and how you can return ${brand.name} products, and how long refunds take for each payment method.`,
  lastUpdated: policiesLastUpdated,
  sections: [
    {
      heading: 'Overview',
      paragraphs: [
        `This policy applies to products bought directly from ${brand.name}. Products bought from a distributor or retailer are returned to that seller under its policy. Your statutory rights as a consumer are not affected, and where a written agreement with us sets different terms, the agreement applies.`,
      ],
    },
    {
      heading: 'Unopened items',
      paragraphs: [
        'You may return unopened items within 30 days of delivery for a full refund of the product price. Items must be in their original, sealed packaging, with all accessories and documentation.',
      ],
    },
    {
      heading: 'Opened and defective items',
      paragraphs: [
        'If an item is defective, you may return it within 14 days of delivery even if it has been opened. We will repair or replace it or, if neither is possible, refund it. Defects that appear after 14 days are handled under the product warranty.',
        'Opened items that are not defective cannot be returned for a refund, except where the law of your country requires it.',
      ],
    },
    {
      heading: 'Items that cannot be returned',
      paragraphs: ['The following cannot be returned unless they are defective:'],
      bullets: [
        'Lens inserts fitted with prescription lenses.',
        'Products customized, engraved or configured to your specification.',
        'Software licenses, SDK support packages and services that have been delivered.',
        'Items damaged by misuse, accidents or unauthorized repairs.',
      ],
    },
    {
      heading: 'How to request a return',
      paragraphs: [
        `E-mail ${site.supportEmail} with your order number, the items you want to return and the reason. For defective items, include a description of the fault and, where possible, photos or a short video. We will send you a return authorization number and instructions. Returns sent without an authorization number may be refused.`,
      ],
    },
    {
      heading: 'Inspection',
      paragraphs: [
        'We inspect returned items within 5 business days of receipt and e-mail you the result. If a returned item does not meet the conditions of this policy, we will send it back to you at your cost.',
      ],
    },
    {
      heading: 'Refund times',
      paragraphs: [
        'Approved refunds are issued to the original payment method. After approval, funds usually arrive within:',
      ],
      bullets: [
        'Credit card: 5-10 business days.',
        'Bank transfer: 7-14 business days.',
        'Enterprise credit (account credit for business customers): 3-5 business days.',
      ],
    },
    {
      heading: 'Return shipping costs',
      paragraphs: [
        'For defective or incorrect items we pay the return shipping. For other returns, return shipping is paid by the customer, and the original shipping charge is not refunded.',
      ],
    },
    {
      heading: 'Partners and warranty claims',
      paragraphs: [
        'Distribution partners process stock returns and warranty claims through the partner portal and their distribution agreement, which sets the applicable claim periods.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about returns and refunds: ${site.supportEmail}.`],
    },
  ],
};
