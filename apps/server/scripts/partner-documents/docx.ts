/**
 * A small WordprocessingML (Office Open XML, ECMA-376) writer for agreement templates: a document is a
 * list of blocks (title, headings, clauses, notes, signature table, page breaks); the package holds
 * [Content_Types].xml, _rels/.rels, word/document.xml with its styles, settings and footer, and
 * docProps/core.xml + app.xml. Text in [square brackets] or 【corner brackets】 is a placeholder and is
 * highlighted so the person completing the template sees every field to fill in.
 */
import { zipArchive as zip } from '../../src/lib/zip.ts';

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  /** A body paragraph; `\t` becomes a tab (clause numbers use a hanging indent). */
  | { kind: 'paragraph'; text: string; bold?: boolean }
  /** A numbered clause: the number hangs in the margin, the text wraps beside it. */
  | { kind: 'clause'; number: string; text: string; level?: 1 | 2 }
  /** Guidance for whoever completes the template (shaded box, italic). */
  | { kind: 'note'; text: string }
  | { kind: 'signatures'; parties: readonly SignatureParty[]; labels: SignatureLabels }
  /** The next block starts a new page (`pageBreakBefore` on its paragraph: no paragraph of its own). */
  | { kind: 'pageBreak' };

export interface SignatureParty {
  heading: string;
}

/** Field labels with their colon (`Name:`, `姓名：`). */
export interface SignatureLabels {
  signature: string;
  name: string;
  title: string;
  date: string;
}

export interface DocumentSpec {
  title: string;
  subject: string;
  creator: string;
  /** Language of the core properties (`en-US`). */
  language: string;
  /** Creation and modification time; also the ZIP entries' timestamps. */
  date: Date;
  footer: string;
  blocks: readonly Block[];
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

// ------------------------------------------------------------------ runs

interface RunStyle {
  bold?: boolean;
  italic?: boolean;
}

function run(text: string, style: RunStyle = {}, highlight = false): string {
  const props = [
    style.bold ? '<w:b/><w:bCs/>' : '',
    style.italic ? '<w:i/><w:iCs/>' : '',
    highlight ? '<w:highlight w:val="yellow"/>' : '',
  ].join('');
  const rPr = props ? `<w:rPr>${props}</w:rPr>` : '';
  return text
    .split('\t')
    .map((part, i) => {
      const tab = i > 0 ? `<w:r>${rPr}<w:tab/></w:r>` : '';
      const body = part ? `<w:r>${rPr}<w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>` : '';
      return tab + body;
    })
    .join('');
}

/** Runs of a text whose [placeholders] are highlighted. */
function runs(text: string, style: RunStyle = {}): string {
  return text
    .split(/(\[[^\]]*\]|【[^】]*】)/)
    .filter((part) => part !== '')
    .map((part) => run(part, style, /^(\[.*\]|【.*】)$/.test(part)))
    .join('');
}

function paragraph(content: string, pPr = ''): string {
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${content}</w:p>`;
}

const styled = (style: string) => `<w:pStyle w:val="${style}"/>`;

// ------------------------------------------------------------------ blocks

function signatureTable(parties: readonly SignatureParty[], labels: SignatureLabels): string {
  const width = Math.floor(9026 / parties.length);
  const line = (label: string) =>
    paragraph(runs(`${label} ______________________________`), '<w:spacing w:before="240" w:after="0"/>');
  const cell = (party: SignatureParty) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>` +
    paragraph(
      runs(party.heading, { bold: true }),
      '<w:keepNext/><w:spacing w:after="120"/><w:jc w:val="left"/>',
    ) +
    [labels.signature, labels.name, labels.title, labels.date].map(line).join('') +
    '</w:tc>';
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join('');
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${width * parties.length}" w:type="dxa"/>` +
    `<w:tblBorders>${none}</w:tblBorders><w:tblLayout w:type="fixed"/>` +
    '<w:tblCellMar><w:left w:w="0" w:type="dxa"/><w:right w:w="284" w:type="dxa"/></w:tblCellMar>' +
    '<w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr>' +
    `<w:tblGrid>${parties.map(() => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>` +
    `<w:tr><w:trPr><w:cantSplit/></w:trPr>${parties.map(cell).join('')}</w:tr></w:tbl>`
  );
}

/**
 * The paragraph a document body needs after a final table (before the section properties): one point
 * high with no spacing, so that a table ending at the foot of a page does not push it onto a blank page.
 */
export const TABLE_END_PARAGRAPH =
  '<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="20" w:lineRule="exact"/>' +
  '<w:rPr><w:sz w:val="2"/><w:szCs w:val="2"/></w:rPr></w:pPr></w:p>';

/** `<w:pageBreakBefore/>` goes right after the style (ECMA-376 fixes the order of paragraph properties). */
function block(b: Exclude<Block, { kind: 'pageBreak' }>, newPage: boolean): string {
  const pPr = (style: string, rest = '') =>
    `${style ? styled(style) : ''}${newPage ? '<w:pageBreakBefore/>' : ''}${rest}`;
  switch (b.kind) {
    case 'title':
      return paragraph(runs(b.text), pPr('Title'));
    case 'subtitle':
      return paragraph(runs(b.text), pPr('Subtitle'));
    case 'heading':
      return paragraph(runs(b.text), pPr('Heading1'));
    case 'subheading':
      return paragraph(runs(b.text), pPr('Heading2'));
    case 'paragraph':
      return paragraph(runs(b.text, { bold: b.bold ?? false }), pPr(''));
    case 'clause': {
      const indent =
        b.level === 2 ? '<w:ind w:left="1440" w:hanging="720"/>' : '<w:ind w:left="720" w:hanging="720"/>';
      return paragraph(runs(`${b.number}\t${b.text}`), pPr('Clause', indent));
    }
    case 'note':
      return paragraph(runs(b.text, { italic: true }), pPr('Note'));
    case 'signatures':
      // A table cannot carry a page break; in these templates signatures never open a page.
      return signatureTable(b.parties, b.labels);
  }
}

/**
 * The body's blocks. A page break is not a paragraph of its own: a break paragraph that lands at the top
 * of a page (after a page filled to the foot, as the English signatures do) leaves that page blank.
 */
function bodyXml(blocks: readonly Block[]): string {
  let newPage = false;
  let xml = '';
  for (const b of blocks) {
    if (b.kind === 'pageBreak') {
      newPage = true;
      continue;
    }
    xml += block(b, newPage);
    newPage = false;
  }
  return blocks.at(-1)?.kind === 'signatures' ? xml + TABLE_END_PARAGRAPH : xml;
}

// ------------------------------------------------------------------ parts

function documentXml(spec: DocumentSpec): string {
  const sectPr =
    '<w:sectPr><w:footerReference w:type="default" r:id="rId3"/>' +
    '<w:pgSz w:w="11906" w:h="16838"/>' +
    '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>' +
    '</w:sectPr>';
  return (
    XML_DECL +
    `<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>` +
    bodyXml(spec.blocks) +
    sectPr +
    '</w:body></w:document>'
  );
}

function footerXml(text: string): string {
  return (
    XML_DECL +
    `<w:ftr xmlns:w="${W_NS}" xmlns:r="${R_NS}">` +
    paragraph(
      `${run(`${text} \u2014 `)}<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>`,
      styled('Footer'),
    ) +
    '</w:ftr>'
  );
}

const font = '<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="SimSun" w:cs="Calibri"/>';

function paragraphStyle(id: string, name: string, pPr: string, rPr: string): string {
  return (
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/>` +
    '<w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>' +
    `<w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`
  );
}

function stylesXml(): string {
  return (
    XML_DECL +
    `<w:styles xmlns:w="${W_NS}">` +
    '<w:docDefaults><w:rPrDefault><w:rPr>' +
    font +
    '<w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-US" w:eastAsia="zh-CN" w:bidi="ar-SA"/>' +
    '</w:rPr></w:rPrDefault><w:pPrDefault><w:pPr>' +
    '<w:spacing w:after="120" w:line="276" w:lineRule="auto"/><w:jc w:val="both"/>' +
    '</w:pPr></w:pPrDefault></w:docDefaults>' +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
    paragraphStyle(
      'Title',
      'Title',
      '<w:spacing w:before="0" w:after="120"/><w:jc w:val="center"/>',
      '<w:b/><w:bCs/><w:caps/><w:color w:val="0B1020"/><w:sz w:val="36"/><w:szCs w:val="36"/>',
    ) +
    paragraphStyle(
      'Subtitle',
      'Subtitle',
      '<w:spacing w:after="360"/><w:jc w:val="center"/>',
      '<w:color w:val="4F46E5"/><w:sz w:val="22"/><w:szCs w:val="22"/>',
    ) +
    paragraphStyle(
      'Heading1',
      'heading 1',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="300" w:after="120"/><w:jc w:val="left"/><w:outlineLvl w:val="0"/>',
      '<w:b/><w:bCs/><w:color w:val="0B1020"/><w:sz w:val="24"/><w:szCs w:val="24"/>',
    ) +
    paragraphStyle(
      'Heading2',
      'heading 2',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="200" w:after="80"/><w:jc w:val="left"/><w:outlineLvl w:val="1"/>',
      '<w:b/><w:bCs/><w:sz w:val="22"/><w:szCs w:val="22"/>',
    ) +
    paragraphStyle('Clause', 'Clause', '<w:spacing w:after="120"/>', '') +
    paragraphStyle(
      'Note',
      'Template note',
      '<w:pBdr><w:top w:val="single" w:sz="4" w:space="4" w:color="A5B4FC"/><w:left w:val="single" w:sz="4" w:space="4" w:color="A5B4FC"/><w:bottom w:val="single" w:sz="4" w:space="4" w:color="A5B4FC"/><w:right w:val="single" w:sz="4" w:space="4" w:color="A5B4FC"/></w:pBdr>' +
        '<w:shd w:val="clear" w:color="auto" w:fill="EEF2FF"/><w:spacing w:before="120" w:after="240"/><w:jc w:val="left"/>',
      '<w:color w:val="1E2745"/><w:sz w:val="19"/><w:szCs w:val="19"/>',
    ) +
    paragraphStyle(
      'Footer',
      'footer',
      '<w:spacing w:after="0"/><w:jc w:val="center"/>',
      '<w:color w:val="64748B"/><w:sz w:val="16"/><w:szCs w:val="16"/>',
    ) +
    '</w:styles>'
  );
}

function settingsXml(): string {
  return (
    XML_DECL +
    `<w:settings xmlns:w="${W_NS}"><w:defaultTabStop w:val="720"/>` +
    '<w:characterSpacingControl w:val="doNotCompress"/>' +
    '<w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>' +
    '</w:settings>'
  );
}

function contentTypesXml(): string {
  const wml = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
  return (
    XML_DECL +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${wml}.document.main+xml"/>` +
    `<Override PartName="/word/styles.xml" ContentType="${wml}.styles+xml"/>` +
    `<Override PartName="/word/settings.xml" ContentType="${wml}.settings+xml"/>` +
    `<Override PartName="/word/footer1.xml" ContentType="${wml}.footer+xml"/>` +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    '</Types>'
  );
}

function relationships(rels: ReadonlyArray<readonly [id: string, type: string, target: string]>): string {
  return (
    XML_DECL +
    `<Relationships xmlns="${REL_NS}">` +
    rels
      .map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`)
      .join('') +
    '</Relationships>'
  );
}

const OFFICE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function coreXml(spec: DocumentSpec): string {
  const when = spec.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    XML_DECL +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(spec.title)}</dc:title>` +
    `<dc:subject>${escapeXml(spec.subject)}</dc:subject>` +
    `<dc:creator>${escapeXml(spec.creator)}</dc:creator>` +
    `<cp:keywords>template</cp:keywords>` +
    `<dc:language>${escapeXml(spec.language)}</dc:language>` +
    `<cp:lastModifiedBy>${escapeXml(spec.creator)}</cp:lastModifiedBy>` +
    '<cp:revision>1</cp:revision>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

function appXml(spec: DocumentSpec): string {
  return (
    XML_DECL +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ' +
    'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
    `<Application>${escapeXml(spec.creator)} document generator</Application>` +
    '<DocSecurity>0</DocSecurity>' +
    `<Company>${escapeXml(spec.creator)}</Company>` +
    '</Properties>'
  );
}

/** Every part of the package, in archive order ([Content_Types].xml first, as Office writes it). */
export function docxParts(spec: DocumentSpec): Array<{ name: string; xml: string }> {
  return [
    { name: '[Content_Types].xml', xml: contentTypesXml() },
    {
      name: '_rels/.rels',
      xml: relationships([
        ['rId1', `${OFFICE_REL}/officeDocument`, 'word/document.xml'],
        [
          'rId2',
          'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
          'docProps/core.xml',
        ],
        ['rId3', `${OFFICE_REL}/extended-properties`, 'docProps/app.xml'],
      ]),
    },
    { name: 'word/document.xml', xml: documentXml(spec) },
    {
      name: 'word/_rels/document.xml.rels',
      xml: relationships([
        ['rId1', `${OFFICE_REL}/styles`, 'styles.xml'],
        ['rId2', `${OFFICE_REL}/settings`, 'settings.xml'],
        ['rId3', `${OFFICE_REL}/footer`, 'footer1.xml'],
      ]),
    },
    { name: 'word/styles.xml', xml: stylesXml() },
    { name: 'word/settings.xml', xml: settingsXml() },
    { name: 'word/footer1.xml', xml: footerXml(spec.footer) },
    { name: 'docProps/core.xml', xml: coreXml(spec) },
    { name: 'docProps/app.xml', xml: appXml(spec) },
  ];
}

/** The .docx file of a document. */
export function buildDocx(spec: DocumentSpec): Buffer {
  return zip(
    docxParts(spec).map((part) => ({ name: part.name, data: Buffer.from(part.xml, 'utf8') })),
    spec.date,
  );
}
