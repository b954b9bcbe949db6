import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@app/db';
import { createTestApp, type TestContext } from './helpers.ts';
import { sessionCookie, staffCookie } from './admin-helpers.ts';
import { getAs, seedActivePartner } from './partner-helpers.ts';
import { partnerDocumentsFolder } from '../src/modules/partner-portal/documents.ts';
import { DOCX_TYPE, partnerDocumentFiles } from '../src/modules/partner-portal/document-catalogue.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.t.reset();
});

/** The empty paragraph that must follow a table in WordprocessingML, shrunk to a 1 pt line. */
const TABLE_END_PARAGRAPH =
  '<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="20" w:lineRule="exact"/>' +
  '<w:rPr><w:sz w:val="2"/><w:szCs w:val="2"/></w:rPr></w:pPr></w:p>';
const assetsDir = fileURLToPath(new URL('../assets/partner-documents/', import.meta.url));
/** Every part of a committed .docx (a ZIP archive), read with fflate, by name. */
const docxParts = (file: string) => unzipSync(readFileSync(`${assetsDir}${file}`));
const documentXml = (file: string) => strFromU8(docxParts(file)['word/document.xml']!);
const NDA = '/api/partner-documents/mutual-nda-template.docx';
const DISTRIBUTION = '/api/partner-documents/distribution-agreement-template.docx';
const partnerSession = async () => {
  const partner = await seedActivePartner(ctx.t.db);
  return { partner, cookie: await sessionCookie(ctx, 'partner', partner.id) };
};
const downloads = async () =>
  (await ctx.t.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (row) => row.action === 'partner.document_downloaded',
  );

describe('GET /api/partner-documents/:filename', () => {
  it('serves both templates to a signed-in partner as DOCX attachments, never cached, and audits each', async () => {
    const { partner, cookie } = await partnerSession();
    for (const [url, file, name] of [
      [NDA, 'mutual-nda-template.docx', 'Lumen-Mutual-NDA-Template-May-2025.docx'],
      [
        DISTRIBUTION,
        'distribution-agreement-template.docx',
        'Lumen-Distribution-Agreement-Template-EN-ZH-April-2025.docx',
      ],
    ] as const) {
      const res = await getAs(ctx, url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(DOCX_TYPE);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(readFileSync(`${assetsDir}${file}`))).toBe(true);
    }
    expect((await downloads()).map((r) => [r.actorKind, r.actorId, r.entityId])).toEqual([
      ['partner', partner.id, 'mutual-nda-template.docx'],
      ['partner', partner.id, 'distribution-agreement-template.docx'],
    ]);
  });

  it('answers 401 without a session and 403 for staff and developer sessions', async () => {
    const none = await getAs(ctx, NDA);
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/json/);
    const { cookie: staff } = await staffCookie(ctx);
    expect((await getAs(ctx, NDA, staff)).statusCode).toBe(403);
    const developer = await sessionCookie(ctx, 'developer', 1);
    expect((await getAs(ctx, DISTRIBUTION, developer)).statusCode).toBe(403);
    expect(await downloads()).toHaveLength(0);
  });

  it('answers 401 for a session whose partner is no longer approved', async () => {
    const partner = await seedActivePartner(ctx.t.db, { status: 'rejected' });
    const cookie = await sessionCookie(ctx, 'partner', partner.id);
    expect((await getAs(ctx, NDA, cookie)).statusCode).toBe(401);
  });

  it.each([
    '/api/partner-documents/..%2F..%2Fpackage.json',
    '/api/partner-documents/%2e%2e%2fpackage.json',
    '/api/partner-documents/%2E%2E%2F%2E%2E%2Fsrc%2Fapp.ts',
    '/api/partner-documents/..%2Fassets%2Fpartner-documents%2Fmutual-nda-template.docx',
    '/api/partner-documents/.%2Fmutual-nda-template.docx',
    '/api/partner-documents/..%5C..%5Cpackage.json',
    '/api/partner-documents/..\\..\\package.json',
    '/api/partner-documents/%252e%252e%252fpackage.json',
    '/api/partner-documents/../../package.json',
    '/api/partner-documents/../documents/mutual-nda-template.docx',
    '/api/partner-documents/%2Fetc%2Fpasswd',
    `/api/partner-documents/${encodeURIComponent(`${assetsDir}mutual-nda-template.docx`)}`,
    '/api/partner-documents/C:%5CWindows%5Cwin.ini',
    '/api/partner-documents/mutual-nda-template.docx%00',
    '/api/partner-documents/mutual-nda-template.docx%00.txt',
    '/api/partner-documents/MUTUAL-NDA-TEMPLATE.DOCX',
    '/api/partner-documents/mutual-nda-template',
    '/api/partner-documents/unknown.docx',
    '/api/partner-documents/__proto__',
    '/api/partner-documents/constructor',
    '/api/partner-documents/a/b',
    '/api/partner-documents/',
  ])('answers 404 for %s and reads nothing', async (url) => {
    const { cookie } = await partnerSession();
    const res = await getAs(ctx, url, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.subarray(0, 2).toString()).not.toBe('PK');
    expect(await downloads()).toHaveLength(0);
  });
});

describe('the committed templates', () => {
  // The committed .docx files are the source (edit them in a word processor); no generator builds them.
  it('are found beside the source, one per catalogue entry', () => {
    expect(partnerDocumentsFolder()).toBe(assetsDir.replace(/\/$/, ''));
    expect(readdirSync(assetsDir).sort()).toEqual([...partnerDocumentFiles.keys()].sort());
  });

  // LibreOffice rendered the distribution agreement with blank pages 6 and 10: a page-break paragraph
  // and an empty paragraph after the signature table each spilled onto a page of their own after a
  // page filled to the foot. Checked here on the structure (CI has no office suite).
  it('leave no paragraph that can make a blank page: breaks are pageBreakBefore, tables end in a 1 pt line', () => {
    for (const file of partnerDocumentFiles.keys()) {
      const xml = documentXml(file);
      expect(xml, file).not.toContain('<w:br w:type="page"/>');
      for (const [, next] of xml.matchAll(/<\/w:tbl>(<w:p>.*?<\/w:p>|<w:p\/>|<w:sectPr>)/g)) {
        if (next === '<w:sectPr>') continue;
        const hasText = /<w:t[ >]/.test(next!);
        expect(hasText || next === TABLE_END_PARAGRAPH, `${file}: ${next}`).toBe(true);
      }
    }
    const distribution = documentXml('distribution-agreement-template.docx');
    const breaks = [...distribution.matchAll(/<w:p><w:pPr>[^]*?<w:pageBreakBefore\/>[^]*?<\/w:p>/g)];
    expect(breaks).toHaveLength(1);
    expect(breaks[0]![0]).toContain('分销协议');
  });

  it('are DOCX packages with the agreement text', () => {
    const parts = new Map<string, string>();
    for (const file of partnerDocumentFiles.keys()) {
      const entries = docxParts(file);
      expect(Object.keys(entries)).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
        'word/_rels/document.xml.rels',
        'word/styles.xml',
        'word/settings.xml',
        'word/footer1.xml',
        'docProps/core.xml',
        'docProps/app.xml',
      ]);
      parts.set(file, strFromU8(entries['word/document.xml']!));
    }
    const text = (file: string) =>
      [...parts.get(file)!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');

    const nda = text('mutual-nda-template.docx');
    for (const phrase of [
      'Mutual Non-Disclosure Agreement',
      'version May 2025',
      '[Partner legal name]',
      '&quot;Confidential Information&quot; means',
      'Confidentiality obligations',
      'Term and termination',
      'Governing law and jurisdiction',
      '[governing law]',
      'For and on behalf of',
      'Signature:',
    ]) {
      expect(nda).toContain(phrase);
    }

    const distribution = text('distribution-agreement-template.docx');
    for (const phrase of [
      'Distribution Agreement',
      'version April 2025',
      'English version',
      '[Distributor legal name]',
      'Definitions',
      'Term and termination',
      '[governing law]',
      '分销协议',
      '定义',
      '期限与终止',
      '适用法律与争议解决',
      '【分销商法定名称】',
      '授权代表签字：',
    ]) {
      expect(distribution).toContain(phrase);
    }
  });
});
