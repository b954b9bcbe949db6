/**
 * The Distribution Agreement template (April 2025): the English version, then the Chinese version,
 * built from one list of clauses so the two always have the same structure and numbering.
 */
import { brand, site } from '@app/contracts/site';
import type { Block, DocumentSpec } from './docx.ts';

export const DISTRIBUTION_TITLE = 'Distribution Agreement';
export const DISTRIBUTION_TITLE_ZH = '分销协议';

interface Item {
  /** Clause number; none for a plain paragraph. */
  n?: string;
  en: string;
  zh: string;
  level?: 1 | 2;
}

interface Part {
  en: string;
  zh: string;
  items: Item[];
}

const b = brand.name;

const intro: Item[] = [
  {
    en: 'This Distribution Agreement (the "Agreement") is made on [date of signature] (the "Effective Date") between:',
    zh: '本分销协议（"本协议"）由以下双方于【签署日期】（"生效日"）签订：',
  },
  {
    n: '(1)',
    en: `[${b} contracting entity], a company incorporated under the laws of [country of incorporation] with its registered office at [registered address] (the "Supplier"); and`,
    zh: `【${b}签约主体】，一家根据【注册地国家或地区】法律成立的公司，注册地址为【注册地址】（"供应商"）；以及`,
  },
  {
    n: '(2)',
    en: '[Distributor legal name], a company incorporated under the laws of [country of incorporation] with its registered office at [registered address] (the "Distributor").',
    zh: '【分销商法定名称】，一家根据【注册地国家或地区】法律成立的公司，注册地址为【注册地址】（"分销商"）。',
  },
  {
    en: 'The Supplier and the Distributor are each a "Party" and together the "Parties". The Parties agree as follows.',
    zh: '供应商和分销商单独称为"一方"，合称"双方"。双方约定如下。',
  },
];

const parts: Part[] = [
  {
    en: '1. Definitions',
    zh: '1. 定义',
    items: [
      {
        n: '1.1',
        en: '"Products" means the augmented-reality smart glasses, accessories and bundles listed in Schedule 1, as the Supplier may update that list by written notice.',
        zh: '"产品"指附表一所列的增强现实智能眼镜、配件及套装，供应商可通过书面通知更新该清单。',
      },
      { n: '1.2', en: '"Territory" means [countries or regions].', zh: '"区域"指【国家或地区】。' },
      {
        n: '1.3',
        en: `"Trade Marks" means the ${b} name and logo and the product names under which the Supplier markets the Products.`,
        zh: `"商标"指供应商用于推广产品的 ${b} 名称、标识及产品名称。`,
      },
      {
        n: '1.4',
        en: '"Price List" means the Supplier\'s distributor price list in force on the date of the relevant order.',
        zh: '"价格表"指相关订单日期有效的供应商分销商价格表。',
      },
      {
        n: '1.5',
        en: '"Contract Year" means each period of twelve (12) months starting on the Effective Date or on an anniversary of it.',
        zh: '"合同年度"指自生效日或其周年日起算的每一个十二（12）个月期间。',
      },
    ],
  },
  {
    en: '2. Appointment',
    zh: '2. 委任',
    items: [
      {
        n: '2.1',
        en: 'The Supplier appoints the Distributor as its [non-exclusive] distributor of the Products in the Territory, and the Distributor accepts the appointment on the terms of this Agreement.',
        zh: '供应商委任分销商为其在区域内的【非独家】产品分销商，分销商同意按本协议条款接受该委任。',
      },
      {
        n: '2.2',
        en: 'The Supplier reserves the right to sell the Products in the Territory directly to [key accounts or government customers] and through its own online store.',
        zh: '供应商保留在区域内直接向【重点客户或政府客户】销售产品以及通过其自有线上商店销售产品的权利。',
      },
      {
        n: '2.3',
        en: "To the extent permitted by applicable competition law, the Distributor shall not actively market the Products outside the Territory, or appoint sub-distributors, without the Supplier's prior written consent.",
        zh: '在适用竞争法允许的范围内，未经供应商事先书面同意，分销商不得在区域外主动推广产品，亦不得委任次级分销商。',
      },
      {
        n: '2.4',
        en: 'The Distributor buys and resells the Products in its own name and for its own account and is free to set its own resale prices.',
        zh: '分销商以自己的名义并为自己的利益购买和转售产品，并可自行决定转售价格。',
      },
    ],
  },
  {
    en: '3. Orders and delivery',
    zh: '3. 订单与交付',
    items: [
      {
        n: '3.1',
        en: 'The Distributor shall place written purchase orders stating the Products, quantities and requested delivery dates. An order binds the Supplier only when the Supplier accepts it in writing; the Supplier shall accept or reject each order within [five (5)] business days.',
        zh: '分销商应以书面形式下达采购订单，注明产品、数量及要求的交付日期。订单经供应商书面接受后方对供应商具有约束力；供应商应在【五（5）】个工作日内接受或拒绝每一订单。',
      },
      {
        n: '3.2',
        en: 'Orders must meet the minimum order quantities and full-carton multiples set out in Schedule 2.',
        zh: '订单须符合附表二规定的最低订购量及整箱数量要求。',
      },
      {
        n: '3.3',
        en: 'Unless agreed otherwise in writing, the Supplier delivers [FCA Shenzhen, China (Incoterms® 2020)]. Risk passes in accordance with the agreed Incoterm; title passes to the Distributor on payment in full.',
        zh: '除非另有书面约定，供应商按【FCA 中国深圳（《国际贸易术语解释通则® 2020》）】交货。风险按约定的贸易术语转移；产品所有权于分销商全额付款后转移至分销商。',
      },
      {
        n: '3.4',
        en: 'The Distributor shall inspect each delivery and report visible damage, shortages or incorrect items within [seven (7)] days of receipt.',
        zh: '分销商应检查每批交货，并于收货后【七（7）】日内报告可见损坏、短缺或错发。',
      },
    ],
  },
  {
    en: '4. Prices and payment',
    zh: '4. 价格与付款',
    items: [
      {
        n: '4.1',
        en: "Prices are those of the Price List, in [USD], exclusive of VAT, customs duties and other taxes, which the Distributor pays. The Supplier may change the Price List on [thirty (30)] days' written notice; accepted orders keep their price.",
        zh: '价格以价格表为准，以【美元】计价，不含增值税、关税及其他税费，该等税费由分销商承担。供应商可提前【三十（30）】日书面通知修改价格表；已接受的订单价格不变。',
      },
      {
        n: '4.2',
        en: 'The Distributor shall pay each invoice [in full before shipment / within thirty (30) days of the invoice date] to the account stated on the invoice, without set-off or deduction.',
        zh: '分销商应【于发货前全额支付/于发票日期后三十（30）日内支付】每张发票，款项汇入发票所列账户，不得抵销或扣减。',
      },
      {
        n: '4.3',
        en: 'Late payments bear interest at [one per cent (1%) per month] or, if lower, the maximum rate permitted by law. The Supplier may suspend deliveries while any amount is overdue.',
        zh: '逾期付款按【每月百分之一（1%）】计息；如法律允许的最高利率更低，则按该最高利率计息。任何款项逾期期间，供应商可暂停交货。',
      },
    ],
  },
  {
    en: "5. Distributor's obligations",
    zh: '5. 分销商的义务',
    items: [
      {
        n: '5.1',
        en: 'The Distributor shall use its best efforts to promote and sell the Products throughout the Territory, and shall keep adequate stock, demonstration units and trained sales and technical staff.',
        zh: '分销商应尽最大努力在整个区域内推广和销售产品，并保持充足的库存、演示样机以及经过培训的销售和技术人员。',
      },
      {
        n: '5.2',
        en: 'The Distributor shall meet the minimum purchase target for each Contract Year set out in Schedule 2.',
        zh: '分销商应达到附表二规定的每一合同年度最低采购目标。',
      },
      {
        n: '5.3',
        en: 'By the [tenth (10th)] day of each calendar quarter the Distributor shall send the Supplier a report of its sales and stock levels and a rolling [six (6)]-month forecast.',
        zh: '分销商应于每一日历季度第【十（10）】日前向供应商提交销售及库存报告，以及滚动【六（6）】个月预测。',
      },
      {
        n: '5.4',
        en: 'The Distributor shall comply with all laws that apply to the import, marketing and sale of the Products in the Territory, including product safety, radio equipment, labelling, electronic-waste and consumer protection laws, and shall obtain the local registrations assigned to it in Schedule 1.',
        zh: '分销商应遵守区域内适用于产品进口、推广和销售的所有法律，包括产品安全、无线电设备、标签、电子废弃物及消费者保护等法律，并办理附表一规定由其负责的本地注册。',
      },
      {
        n: '5.5',
        en: 'The Distributor shall not modify the Products, their software or their packaging, and shall not remove or alter any markings.',
        zh: '分销商不得改动产品、产品软件或包装，亦不得移除或更改任何标识。',
      },
    ],
  },
  {
    en: "6. Supplier's obligations",
    zh: '6. 供应商的义务',
    items: [
      {
        n: '6.1',
        en: 'The Supplier shall supply accepted orders, provide the Distributor with marketing materials, product training and second-line technical support, and give it access to the partner portal.',
        zh: '供应商应供应已接受的订单，向分销商提供营销资料、产品培训及二线技术支持，并向其开放合作伙伴门户。',
      },
      {
        n: '6.2',
        en: "The Supplier shall give at least [ninety (90)] days' written notice before it discontinues a Product.",
        zh: '供应商停产任何产品前，应至少提前【九十（90）】日书面通知分销商。',
      },
    ],
  },
  {
    en: '7. Warranty and after-sales service',
    zh: '7. 质保与售后服务',
    items: [
      {
        n: '7.1',
        en: "In accordance with the Supplier's warranty policy, the Supplier warrants that the Products will be free from material defects in materials and workmanship for [twelve (12)] months from sale to the end user, and in any case for no longer than [fifteen (15)] months from delivery to the Distributor.",
        zh: '依照供应商质保政策，供应商保证产品自销售给最终用户之日起【十二（12）】个月内在材料和工艺上无重大缺陷，且无论如何不超过自交付给分销商之日起【十五（15）】个月。',
      },
      {
        n: '7.2',
        en: "The Distributor provides first-line support to its customers and handles their warranty claims. Defective Products are returned under the Supplier's return merchandise authorisation (RMA) procedure, and the Supplier repairs, replaces or credits them at its option.",
        zh: '分销商负责向其客户提供一线支持并处理其质保索赔。缺陷产品应按供应商的退货授权（RMA）流程退回，由供应商自行选择维修、更换或退款。',
      },
      {
        n: '7.3',
        en: 'The warranty does not cover damage caused by misuse, accident, unauthorised repair or modification, or normal wear and tear.',
        zh: '质保不涵盖因误用、意外、未经授权的维修或改装或正常磨损造成的损坏。',
      },
      {
        n: '7.4',
        en: 'Except as expressly stated in this Agreement, all other warranties and conditions, express or implied, are excluded to the extent permitted by law.',
        zh: '除本协议明确规定外，在法律允许的范围内，排除所有其他明示或默示的保证和条件。',
      },
    ],
  },
  {
    en: '8. Trade marks and intellectual property',
    zh: '8. 商标与知识产权',
    items: [
      {
        n: '8.1',
        en: "The Supplier grants the Distributor a non-exclusive, non-transferable licence, for the term of this Agreement, to use the Trade Marks in the Territory solely to promote and sell the Products, in accordance with the Supplier's brand guidelines.",
        zh: '供应商授予分销商在本协议期限内、在区域内仅为推广和销售产品而使用商标的非独家、不可转让的许可，使用须符合供应商的品牌指南。',
      },
      {
        n: '8.2',
        en: 'The Distributor shall not register or use any trade mark, company name or domain name that contains, or is confusingly similar to, the Trade Marks.',
        zh: '分销商不得注册或使用包含商标或与商标混淆性近似的任何商标、公司名称或域名。',
      },
      {
        n: '8.3',
        en: "All intellectual property rights in the Products and the Trade Marks remain with the Supplier. Software in the Products is licensed to end users under the Supplier's end-user licence terms.",
        zh: '产品及商标的全部知识产权归供应商所有。产品中的软件按供应商的最终用户许可条款授权最终用户使用。',
      },
    ],
  },
  {
    en: '9. Confidentiality',
    zh: '9. 保密',
    items: [
      {
        n: '9.1',
        en: 'The Mutual Non-Disclosure Agreement between the Parties dated [date] continues to apply and covers all confidential information exchanged under this Agreement, including its terms and the Price List, for the term of this Agreement and [three (3)] years after it ends.',
        zh: '双方于【日期】签订的《相互保密协议》继续适用，并涵盖根据本协议交换的全部保密信息（包括本协议条款及价格表），适用期间为本协议期限内及本协议终止后【三（3）】年。',
      },
    ],
  },
  {
    en: '10. Limitation of liability',
    zh: '10. 责任限制',
    items: [
      {
        n: '10.1',
        en: 'Neither Party is liable for loss of profit, revenue or goodwill, or for any indirect or consequential loss.',
        zh: '任何一方均不对利润、收入或商誉损失，或任何间接或后果性损失承担责任。',
      },
      {
        n: '10.2',
        en: "The Supplier's total liability under or in connection with this Agreement in any Contract Year is limited to the amounts paid by the Distributor for Products in the [twelve (12)] months before the event giving rise to the claim.",
        zh: '供应商在任一合同年度内根据本协议或与本协议有关的全部责任，以分销商在引起索赔的事件发生前【十二（12）】个月内为产品支付的金额为限。',
      },
      {
        n: '10.3',
        en: 'Nothing in this Agreement limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law.',
        zh: '本协议任何内容均不限制因过失导致的人身伤亡责任、欺诈责任或依法不得限制的其他责任。',
      },
    ],
  },
  {
    en: '11. Term and termination',
    zh: '11. 期限与终止',
    items: [
      {
        n: '11.1',
        en: "This Agreement starts on the Effective Date and continues for an initial term of [two (2)] years. It then renews automatically for successive periods of [one (1)] year unless either Party gives at least [ninety (90)] days' written notice before the end of the current term.",
        zh: '本协议自生效日起生效，初始期限为【两（2）】年。期满后自动续期，每次续期【一（1）】年，除非任何一方在当期届满前至少【九十（90）】日发出书面通知。',
      },
      {
        n: '11.2',
        en: 'Either Party may terminate this Agreement with immediate effect by written notice if the other Party commits a material breach that it does not remedy within [thirty (30)] days of written notice, or becomes insolvent, enters into liquidation or makes any arrangement with its creditors.',
        zh: '如一方严重违约且在收到书面通知后【三十（30）】日内未予纠正，或一方资不抵债、进入清算程序或与其债权人达成任何安排，另一方可书面通知立即终止本协议。',
      },
      {
        n: '11.3',
        en: "The Supplier may terminate this Agreement on [sixty (60)] days' written notice if the Distributor fails to meet the minimum purchase target of a Contract Year.",
        zh: '如分销商未能达到任一合同年度的最低采购目标，供应商可提前【六十（60）】日书面通知终止本协议。',
      },
      {
        n: '11.4',
        en: 'On expiry or termination, all unpaid invoices become due immediately; the Distributor may sell its remaining stock for [sixty (60)] days, or the Supplier may buy it back at the net price paid; after that the Distributor shall stop using the Trade Marks and presenting itself as a distributor of the Supplier.',
        zh: '本协议期满或终止时，所有未付发票立即到期；分销商可在【六十（60）】日内售出剩余库存，或由供应商按分销商已付净价回购；此后分销商应停止使用商标，并不得再以供应商分销商的身份自居。',
      },
    ],
  },
  {
    en: '12. Compliance',
    zh: '12. 合规',
    items: [
      {
        n: '12.1',
        en: 'Each Party shall comply with applicable anti-bribery and anti-corruption laws and with export control and sanctions laws, and shall not export or re-export the Products to any destination or person in breach of them.',
        zh: '各方应遵守适用的反贿赂和反腐败法律以及出口管制和制裁法律，不得违反该等法律向任何目的地或人员出口或再出口产品。',
      },
      {
        n: '12.2',
        en: 'Each Party shall comply with the data protection laws that apply to it in relation to personal data processed under this Agreement.',
        zh: '各方在处理本协议项下的个人数据时，应遵守对其适用的数据保护法律。',
      },
    ],
  },
  {
    en: '13. Force majeure',
    zh: '13. 不可抗力',
    items: [
      {
        n: '13.1',
        en: 'Neither Party is liable for delay or failure to perform caused by events beyond its reasonable control, such as natural disasters, epidemics, war, government action or failures of carriers or suppliers, provided that it notifies the other Party promptly. If such an event lasts more than [ninety (90)] days, either Party may terminate this Agreement by written notice.',
        zh: '任何一方对因其合理控制范围以外的事件（如自然灾害、流行病、战争、政府行为或承运人、供应商的违约）造成的延迟履行或不履行不承担责任，但应及时通知另一方。如该事件持续超过【九十（90）】日，任何一方可书面通知终止本协议。',
      },
    ],
  },
  {
    en: '14. Governing law and dispute resolution',
    zh: '14. 适用法律与争议解决',
    items: [
      {
        n: '14.1',
        en: 'This Agreement is governed by the laws of [governing law]. The United Nations Convention on Contracts for the International Sale of Goods does not apply.',
        zh: '本协议适用【适用法律】。《联合国国际货物销售合同公约》不适用于本协议。',
      },
      {
        n: '14.2',
        en: 'The Parties shall first try to settle any dispute by good-faith negotiation for [thirty (30)] days. Any dispute not settled in that time shall be finally resolved by arbitration administered by [arbitration institution] under its rules in force at the time, seated in [city], in the [English] language. The award is final and binding on both Parties.',
        zh: '双方应首先通过善意协商解决任何争议，协商期为【三十（30）】日。在该期限内未能解决的争议，应提交【仲裁机构】按其届时有效的仲裁规则进行仲裁并最终解决，仲裁地为【城市】，仲裁语言为【英文】。仲裁裁决为终局裁决，对双方均有约束力。',
      },
    ],
  },
  {
    en: '15. General',
    zh: '15. 一般条款',
    items: [
      {
        n: '15.1',
        en: 'This Agreement, with its Schedules, is the entire agreement between the Parties about its subject matter. It may be amended only in writing signed by both Parties.',
        zh: '本协议及其附表构成双方就其标的达成的完整协议。本协议仅可经双方签署书面文件修改。',
      },
      {
        n: '15.2',
        en: "Neither Party may assign this Agreement without the other's prior written consent. The Parties are independent contractors, and nothing in this Agreement makes the Distributor an agent of the Supplier.",
        zh: '未经另一方事先书面同意，任何一方不得转让本协议。双方为相互独立的合同主体，本协议任何内容均不使分销商成为供应商的代理人。',
      },
      {
        n: '15.3',
        en: 'Notices must be in writing and sent to the addresses above or by e-mail to [notice e-mail address of each Party].',
        zh: '通知应以书面形式发送至上述地址，或通过电子邮件发送至【各方通知邮箱】。',
      },
      {
        n: '15.4',
        en: 'If any provision is held invalid, the remaining provisions remain in force. This Agreement may be signed in counterparts and by electronic signature.',
        zh: '如任何条款被认定无效，其余条款继续有效。本协议可签署多份副本，并可以电子签名方式签署。',
      },
      {
        n: '15.5',
        en: 'This Agreement is made in English and Chinese. If the two versions differ, [the English version prevails].',
        zh: '本协议以英文和中文订立。如两个版本不一致，以【英文版本】为准。',
      },
    ],
  },
  {
    en: 'Schedule 1 \u2014 Products and Territory',
    zh: '附表一  产品与区域',
    items: [
      {
        en: `Products: [list the Products, for example ${b} AR Spatial, ${b} Max 2, ${b} AR Joy 2, ${b} Hub and accessories].`,
        zh: `产品：【列明产品，例如 ${b} AR Spatial、${b} Max 2、${b} AR Joy 2、${b} Hub 及配件】。`,
      },
      { en: 'Territory: [countries or regions].', zh: '区域：【国家或地区】。' },
      {
        en: 'Local registrations and certifications obtained by the Distributor: [list].',
        zh: '由分销商负责办理的本地注册和认证：【列明】。',
      },
    ],
  },
  {
    en: 'Schedule 2 \u2014 Order terms and purchase targets',
    zh: '附表二  订购条款与采购目标',
    items: [
      {
        en: 'Minimum order: [quantity or value per order], in full cartons as listed on the shipping and packaging page of the partner portal.',
        zh: '最低订购量：【每单数量或金额】，按合作伙伴门户"运输与包装"页面所列整箱数量订购。',
      },
      {
        en: 'Minimum purchase target: Contract Year 1 [amount]; Contract Year 2 [amount].',
        zh: '最低采购目标：第一合同年度【金额】；第二合同年度【金额】。',
      },
      {
        en: 'Payment terms: [terms]. Delivery terms: [Incoterm and place].',
        zh: '付款条件：【条件】。交货条件：【贸易术语及地点】。',
      },
    ],
  },
];

const toBlocks = (items: readonly Item[], lang: 'en' | 'zh'): Block[] =>
  items.map((item) =>
    item.n
      ? { kind: 'clause', number: item.n, text: item[lang], level: item.level ?? 1 }
      : { kind: 'paragraph', text: item[lang] },
  );

function version(lang: 'en' | 'zh'): Block[] {
  const en = lang === 'en';
  return [
    ...toBlocks(intro, lang),
    ...parts.flatMap((part): Block[] => [
      { kind: 'heading', text: part[lang] },
      ...toBlocks(part.items, lang),
    ]),
    { kind: 'heading', text: en ? 'Signatures' : '签署' },
    {
      kind: 'paragraph',
      text: en
        ? 'Signed by the authorised representatives of the Parties on the dates below.'
        : '双方授权代表于下列日期签署本协议。',
    },
    {
      kind: 'signatures',
      parties: en
        ? [
            { heading: `For and on behalf of the Supplier, [${b} contracting entity]` },
            { heading: 'For and on behalf of the Distributor, [Distributor legal name]' },
          ]
        : [{ heading: `供应商：【${b}签约主体】` }, { heading: '分销商：【分销商法定名称】' }],
      labels: en
        ? { signature: 'Signature:', name: 'Name:', title: 'Title:', date: 'Date:' }
        : { signature: '授权代表签字：', name: '姓名：', title: '职务：', date: '日期：' },
    },
  ];
}

const blocks: Block[] = [
  { kind: 'title', text: DISTRIBUTION_TITLE },
  {
    kind: 'subtitle',
    text: `${b} Partner Program \u2014 template, version April 2025 \u2014 English and Chinese`,
  },
  {
    kind: 'note',
    text: `How to use this template: it contains the English version followed by the Chinese version. Complete every highlighted field in square brackets identically in both versions, delete this note, and send the draft to ${site.partnerSupportEmail} before signing. The Chinese version is a translation; if the versions differ, the version chosen in clause 15.5 prevails. This template is not legal advice.`,
  },
  {
    kind: 'note',
    text: `使用说明：本模板包含英文版本及其后的中文版本。请在两个版本中以相同内容填写所有以括号标注的字段，删除本说明，并在签署前将草稿发送至 ${site.partnerSupportEmail}。中文版本为译本；如两个版本不一致，以第 15.5 条选定的版本为准。本模板不构成法律意见。`,
  },
  { kind: 'subheading', text: 'English version' },
  ...version('en'),
  { kind: 'pageBreak' },
  { kind: 'title', text: DISTRIBUTION_TITLE_ZH },
  { kind: 'subtitle', text: `${b} 合作伙伴计划 \u2014 模板，2025年4月版 \u2014 中文版本` },
  ...version('zh'),
];

export const distributionDocument: DocumentSpec = {
  title: `${DISTRIBUTION_TITLE} / ${DISTRIBUTION_TITLE_ZH} (template, April 2025)`,
  subject: `${b} Partner Program`,
  creator: b,
  language: 'en-US',
  date: new Date(Date.UTC(2025, 3, 15, 9, 0, 0)),
  footer: `${b} \u2014 ${DISTRIBUTION_TITLE} / ${DISTRIBUTION_TITLE_ZH} (template, April 2025)`,
  blocks,
};
