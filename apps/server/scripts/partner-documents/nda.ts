/** The Mutual Non-Disclosure Agreement template (English, May 2025). */
import { brand, site } from '@app/contracts/site';
import type { Block, DocumentSpec } from './docx.ts';

export const NDA_TITLE = 'Mutual Non-Disclosure Agreement';

const supplier = `[${brand.name} contracting entity]`;
const partner = '[Partner legal name]';

const h = (text: string): Block => ({ kind: 'heading', text });
const c = (number: string, text: string, level: 1 | 2 = 1): Block => ({
  kind: 'clause',
  number,
  text,
  level,
});
const p = (text: string): Block => ({ kind: 'paragraph', text });

const blocks: Block[] = [
  { kind: 'title', text: NDA_TITLE },
  { kind: 'subtitle', text: `${brand.name} Partner Program \u2014 template, version May 2025` },
  {
    kind: 'note',
    text: `How to use this template: complete every highlighted field in square brackets, delete this note, and send the draft to ${site.partnerSupportEmail} before signing. Changes to the clauses need the written approval of the ${brand.name} partner team. This template is not legal advice; each party should take its own legal advice.`,
  },
  p(
    `This Mutual Non-Disclosure Agreement (the "Agreement") is made on [date of signature] (the "Effective Date") between:`,
  ),
  c(
    '(1)',
    `${supplier}, a company incorporated under the laws of [country of incorporation] with company number [registration number] and its registered office at [registered address] ("${brand.name}"); and`,
  ),
  c(
    '(2)',
    `${partner}, a company incorporated under the laws of [country of incorporation] with company number [registration number] and its registered office at [registered address] (the "Partner").`,
  ),
  p(`${brand.name} and the Partner are each a "Party" and together the "Parties".`),

  h('Background'),
  c(
    'A.',
    `The Parties wish to evaluate and, if they so agree, carry out a business relationship for the distribution, resale and support of ${brand.name} augmented-reality smart glasses, accessories, software and related services (the "Purpose").`,
  ),
  c(
    'B.',
    'For the Purpose each Party may disclose Confidential Information to the other. The Parties therefore agree as follows.',
  ),

  h('1. Definitions'),
  c(
    '1.1',
    '"Confidential Information" means all information, in any form or medium (written, oral, electronic, visual or by inspection of samples), that is disclosed by or on behalf of a Party (the "Disclosing Party") to the other Party (the "Receiving Party") on or after the Effective Date in connection with the Purpose and that is marked or identified as confidential, or that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure. It includes, without limitation: prices, discounts and margins; product roadmaps, unreleased products, specifications, prototypes and samples; software, firmware, SDKs and source code; customer, supplier and sales information; forecasts and business plans; and the existence and terms of this Agreement.',
  ),
  c(
    '1.2',
    '"Affiliate" means any entity that directly or indirectly controls, is controlled by, or is under common control with a Party, where "control" means ownership of more than fifty per cent (50%) of the voting rights or the power to direct its management.',
  ),
  c(
    '1.3',
    '"Representatives" means the directors, officers, employees, professional advisers and subcontractors of a Party or of its Affiliates who need to know the Confidential Information for the Purpose.',
  ),

  h('2. Confidentiality obligations'),
  c('2.1', 'The Receiving Party shall:'),
  c('(a)', 'use the Confidential Information only for the Purpose;', 2),
  c(
    '(b)',
    'keep the Confidential Information strictly confidential and not disclose it to any third party except as this Agreement permits;',
    2,
  ),
  c(
    '(c)',
    'protect the Confidential Information with at least the degree of care it uses for its own confidential information of a similar nature, and in any event with no less than reasonable care; and',
    2,
  ),
  c(
    '(d)',
    'not copy or reproduce the Confidential Information except as reasonably necessary for the Purpose.',
    2,
  ),
  c(
    '2.2',
    'The Receiving Party may disclose Confidential Information to its Representatives who need to know it for the Purpose, provided that they are bound by written or professional duties of confidentiality no less protective than this Agreement. The Receiving Party is liable for any act or omission of its Representatives that would be a breach of this Agreement if done by the Receiving Party.',
  ),
  c(
    '2.3',
    'The Receiving Party shall not reverse engineer, decompile or disassemble any prototype, sample, hardware, firmware or software provided as Confidential Information, except to the extent that mandatory law expressly permits it.',
  ),
  c(
    '2.4',
    'The Receiving Party shall notify the Disclosing Party in writing without delay after becoming aware of any unauthorised use or disclosure of Confidential Information, and shall take all reasonable steps to limit its consequences.',
  ),

  h('3. Exceptions'),
  c('3.1', 'Clause 2 does not apply to information that the Receiving Party can show by written evidence:'),
  c(
    '(a)',
    'is or becomes generally available to the public other than through a breach of this Agreement;',
    2,
  ),
  c(
    '(b)',
    'was lawfully in its possession before disclosure by the Disclosing Party, free of any duty of confidentiality;',
    2,
  ),
  c('(c)', 'is lawfully received from a third party that is free to disclose it without restriction; or', 2),
  c('(d)', 'is independently developed without use of or reference to the Confidential Information.', 2),
  c(
    '3.2',
    'The Receiving Party may disclose Confidential Information to the extent required by law, by a court or regulatory authority of competent jurisdiction, or by the rules of a recognised stock exchange, provided that, where legally permitted, it gives the Disclosing Party prompt written notice, discloses only the part that is legally required, and reasonably assists the Disclosing Party in seeking a protective order or other remedy.',
  ),

  h('4. Return and destruction'),
  c(
    '4.1',
    "On the Disclosing Party's written request, or on expiry or termination of this Agreement, the Receiving Party shall promptly return or destroy all Confidential Information in its possession or control and, within [fourteen (14)] days, confirm in writing that it has done so.",
  ),
  c(
    '4.2',
    'The Receiving Party may keep copies that it must retain by law or that exist in automatic electronic back-ups that cannot reasonably be deleted. Such copies remain subject to this Agreement for as long as they are kept.',
  ),

  h('5. Ownership and no licence'),
  c(
    '5.1',
    'All Confidential Information remains the property of the Disclosing Party. No licence or other right under any patent, copyright, trade mark, trade secret or other intellectual property right is granted by this Agreement, except the limited right to use the Confidential Information for the Purpose.',
  ),
  c(
    '5.2',
    'Nothing in this Agreement obliges either Party to disclose any particular information, to continue discussions or to enter into any further agreement. Any distribution relationship between the Parties will be governed by a separate written distribution agreement.',
  ),

  h('6. No warranty'),
  c(
    '6.1',
    'Confidential Information is provided "as is". The Disclosing Party gives no warranty or representation, express or implied, as to its accuracy, completeness or fitness for any purpose, and shall have no liability for the Receiving Party\'s use of it, except as expressly set out in a separate written agreement.',
  ),

  h('7. Data protection and export control'),
  c(
    '7.1',
    'The Parties shall not share personal data under this Agreement unless necessary for the Purpose. Where they do, each Party shall comply with the data protection laws that apply to it and, where required, the Parties shall enter into a separate data processing or data sharing agreement.',
  ),
  c(
    '7.2',
    'Each Party shall comply with all applicable export control and sanctions laws in relation to Confidential Information, including technical data, software and samples.',
  ),

  h('8. Term and termination'),
  c(
    '8.1',
    "This Agreement starts on the Effective Date and continues for [two (2)] years, unless either Party terminates it earlier by giving [thirty (30)] days' written notice to the other.",
  ),
  c(
    '8.2',
    'The obligations in clauses 2 to 7 survive expiry or termination for [three (3)] years, and for trade secrets and source code for as long as the information remains a trade secret under applicable law.',
  ),

  h('9. Remedies'),
  c(
    '9.1',
    'Each Party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement. The Disclosing Party is entitled to seek injunctive relief, specific performance or other equitable relief for any threatened or actual breach, in addition to any other remedy available to it.',
  ),

  h('10. Governing law and jurisdiction'),
  c(
    '10.1',
    'This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it are governed by the laws of [governing law].',
  ),
  c(
    '10.2',
    'The courts of [city and country] have exclusive jurisdiction to settle any such dispute or claim. [Alternative: Any such dispute shall be finally resolved by arbitration under the rules of [arbitration institution] in force at the time, seated in [city], in the English language, before one arbitrator.] Nothing in this clause prevents a Party from seeking interim relief in any court of competent jurisdiction.',
  ),

  h('11. General'),
  c(
    '11.1',
    'This Agreement is the entire agreement between the Parties about its subject matter and supersedes all prior understandings about it. It may be amended only in writing signed by both Parties.',
  ),
  c(
    '11.2',
    'Neither Party may assign or transfer this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business to which this Agreement relates.',
  ),
  c(
    '11.3',
    'Notices under this Agreement must be in writing and sent to the addresses above, or by e-mail to [notice e-mail address of each Party], and take effect on receipt.',
  ),
  c(
    '11.4',
    'If any provision of this Agreement is held invalid or unenforceable, the remaining provisions remain in full force. No failure or delay in exercising a right is a waiver of it.',
  ),
  c(
    '11.5',
    'Nothing in this Agreement creates a partnership, joint venture, agency or employment relationship between the Parties.',
  ),
  c(
    '11.6',
    'This Agreement may be signed in counterparts and by electronic signature, each of which is an original and which together form one agreement.',
  ),

  h('Signatures'),
  p('Signed by the authorised representatives of the Parties on the dates below.'),
  {
    kind: 'signatures',
    parties: [
      { heading: `For and on behalf of ${supplier}` },
      { heading: `For and on behalf of ${partner}` },
    ],
    labels: { signature: 'Signature:', name: 'Name:', title: 'Title:', date: 'Date:' },
  },
];

export const ndaDocument: DocumentSpec = {
  title: `${NDA_TITLE} (template, May 2025)`,
  subject: `${brand.name} Partner Program`,
  creator: brand.name,
  language: 'en-US',
  date: new Date(Date.UTC(2025, 4, 15, 9, 0, 0)),
  footer: `${brand.name} \u2014 ${NDA_TITLE} (template, May 2025)`,
  blocks,
};
