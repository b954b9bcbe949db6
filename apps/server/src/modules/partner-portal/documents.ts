/**
 * GET /api/partner-documents/:filename — the agreement templates, for signed-in partners only.
 *
 * The file name is looked up in a fixed allow-list (document-catalogue.ts); it is never joined into a
 * path, so `../`, encoded slashes, backslashes, absolute paths or NUL bytes can only miss (404).
 * The documents folder is found beside the source (apps/server/assets/partner-documents) or beside
 * the bundled server (dist/partner-documents, copied by build.mjs).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { DOCX_TYPE, partnerDocumentFiles } from './document-catalogue.ts';
import { partnerOf, requireActiveAccount } from '../../session/guards.ts';

const documentNotFoundMessage = 'Document not found.';

let folder: string | undefined;

/** The folder holding every catalogued document, or undefined when the build lacks it. */
export function partnerDocumentsFolder(): string | undefined {
  if (folder) return folder;
  const candidates = [
    new URL('./partner-documents', import.meta.url), // bundled: apps/server/dist/partner-documents
    new URL('../../../assets/partner-documents', import.meta.url), // source: apps/server/assets/...
  ].map((url) => fileURLToPath(url));
  folder = candidates.find((dir) =>
    [...partnerDocumentFiles.keys()].every((file) => existsSync(join(dir, file))),
  );
  return folder;
}

/** The `:filename` route parameter: looked up in the catalogue, never joined into a path. */
const params = z.object({ filename: z.string().describe('A file name from the catalogue.') });

export function partnerDocumentRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/partner-documents/:filename',
    // A DOCX file, not JSON: no response schema (an exception the route-contract test lists).
    { preValidation: requireActiveAccount('partner'), schema: { params } },
    async (request, reply) => {
      const doc = partnerDocumentFiles.get(request.params.filename);
      if (!doc) throw new AppError('not_found', documentNotFoundMessage);
      const dir = partnerDocumentsFolder();
      if (!dir) throw new Error('Partner documents folder not found (run the server build)');
      const bytes = await readFile(join(dir, doc.file));
      const partner = partnerOf(request);
      await recordAudit(ctx.db, {
        actorKind: 'partner',
        actorId: partner.id,
        actorName: partner.email,
        action: 'partner.document_downloaded',
        entityType: 'partner_document',
        entityId: doc.file,
        ipAddress: request.ip,
      });
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', `attachment; filename="${doc.downloadName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  );
}
