import { brand, site } from '../../site';
import { policyTitles } from './titles';
import type { Policy } from '../types';
import { policiesLastUpdated } from './shared';

export const shippingPolicy: Policy = {
  slug: 'shipping',
  title: policyTitles.shipping,
  description: `How ${brand.name} processes and ships orders: processing times, shipping methods and delivery times, customs, tracking and reporting damage.`,
  lastUpdated: policiesLastUpdated,
  sections: [
    {
      heading: 'Scope',
      paragraphs: [
        `This policy applies to orders placed directly with ${brand.name} by enterprise customers, developers and distribution partners. Orders placed with a distributor or retailer follow that seller’s shipping terms. Where your written agreement with us sets different terms, the agreement applies.`,
      ],
    },
    {
      heading: 'Order processing',
      paragraphs: [
        'Orders are processed within 1-3 business days after payment is confirmed or, for approved credit accounts, after the order is confirmed. Business days are Monday to Friday, excluding public holidays at the shipping warehouse.',
        'Large or customized orders, pre-orders and products marked as upcoming ship on the date given in the order confirmation. If an item is delayed, we will tell you and offer to ship available items separately.',
      ],
    },
    {
      heading: 'Shipping methods and delivery times',
      paragraphs: ['Delivery times are counted from dispatch and depend on the destination:'],
      bullets: [
        'Express: 3-7 business days.',
        'Standard: 7-14 business days.',
        'Economy: 14-21 business days.',
      ],
    },
    {
      heading: 'Shipping costs',
      paragraphs: [
        'Shipping costs are calculated from the destination, the method and the chargeable weight of the shipment, and are shown on your quotation or order confirmation. Partners can find packaging dimensions and weights in the partner portal to estimate freight in advance.',
      ],
    },
    {
      heading: 'International shipments, customs and duties',
      paragraphs: [
        'International orders may be subject to import duties, taxes and customs fees in the destination country. Unless your order confirmation states otherwise, these are paid by the recipient. Customs clearance can add time that is not included in the delivery times above.',
        'We provide commercial invoices and product codes, including HS codes, with every international shipment.',
      ],
    },
    {
      heading: 'Tracking',
      paragraphs: [
        'When your order ships, we send a confirmation e-mail with the carrier and tracking number. Tracking information may take up to one business day to appear on the carrier’s website.',
      ],
    },
    {
      heading: 'Damaged, missing or incorrect items',
      paragraphs: [
        'Please inspect your shipment on arrival. Note any visible damage to the packaging on the carrier’s delivery receipt where possible.',
        `Report damaged, missing or incorrect items within 48 hours of delivery by e-mailing ${site.supportEmail} with your order number, photos of the packaging and products, and a description of the problem. Reports received after 48 hours of delivery may not be accepted by the carrier, which can limit the remedies we can offer.`,
      ],
    },
    {
      heading: 'Undeliverable shipments',
      paragraphs: [
        'If a shipment is returned to us because the address was incorrect, the recipient was unavailable or customs charges were refused, we will contact you to arrange re-delivery. Additional shipping costs for re-delivery are charged to the customer.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about shipping: ${site.supportEmail}. Partners can also contact ${site.partnerSupportEmail}.`,
      ],
    },
  ],
};
