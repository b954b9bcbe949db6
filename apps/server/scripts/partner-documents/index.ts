/** Builds every partner document (file name → .docx bytes). Deterministic: same source, same bytes. */
import { partnerDocumentFiles } from '../../src/modules/partner-portal/document-catalogue.ts';
import { distributionDocument } from './distribution.ts';
import { buildDocx, type DocumentSpec } from './docx.ts';
import { ndaDocument } from './nda.ts';

const specs: Record<string, DocumentSpec> = {
  'mutual-nda-template.docx': ndaDocument,
  'distribution-agreement-template.docx': distributionDocument,
};

export function buildPartnerDocuments(): Map<string, Buffer> {
  const built = new Map<string, Buffer>();
  for (const file of partnerDocumentFiles.keys()) {
    const spec = specs[file];
    if (!spec) throw new Error(`No generator for partner document ${file}`);
    built.set(file, buildDocx(spec));
  }
  return built;
}
