/**
 * SDK packages: GET /api/sdk-packages (public) lists each package's file name, size and SHA-256, computed
 * from the archive itself. SDK downloads: POST /api/console/downloads/:sdk counts a download (an `sdk_downloads` row and an audit
 * entry) and answers where to fetch the file; GET /api/console/downloads/:sdk/file serves the ZIP to the
 * signed-in developer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@app/contracts/api/common';
import { sdkDownloadSchema } from '@app/contracts/api/console';
import { sdkPackageListSchema } from '@app/contracts/api/sdk-packages';
import { sdkDownloads } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { developerOf } from '../../session/guards.ts';
import { sdkArchive, sdkFileName, sdkPackages, type SdkPackage } from './sdk-catalogue.ts';

const sdkNotFound = 'SDK not found';

/** The `:sdk` route parameter: an id of the catalogue (anything else answers 404). */
const params = z.object({ sdk: z.string().describe('An SDK id from the catalogue.') });

function packageOf(id: string): SdkPackage {
  const sdk = sdkPackages.get(id);
  if (!sdk) throw new AppError('not_found', sdkNotFound);
  return sdk;
}

const sdkFileUrl = (sdk: SdkPackage) => `/api/console/downloads/${encodeURIComponent(sdk.id)}/file`;

export function consoleDownloadRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const countSchema = { params, response: { 200: sdkDownloadSchema, ...errorResponses } };
  app.post('/api/console/downloads/:sdk', { schema: countSchema }, async (request) => {
    const sdk = packageOf(request.params.sdk);
    const developer = developerOf(request);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(sdkDownloads).values({ developerId: developer.id, sdk: sdk.id, version: sdk.version });
      await recordAudit(tx, {
        actorKind: 'developer',
        actorId: developer.id,
        actorName: developer.email,
        action: 'sdk.downloaded',
        entityType: 'sdk',
        entityId: sdk.id,
        details: { name: sdk.name, version: sdk.version },
        ipAddress: request.ip,
      });
    });
    return {
      download: { sdk: sdk.id, version: sdk.version, fileName: sdkFileName(sdk), url: sdkFileUrl(sdk) },
    };
  });

  // A ZIP file, not JSON: no response schema (an exception the route-contract test lists).
  app.get('/api/console/downloads/:sdk/file', { schema: { params } }, async (request, reply) => {
    const sdk = packageOf(request.params.sdk);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${sdkFileName(sdk)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(sdkArchive(sdk).bytes);
  });
}

/** Public: what a package is (not the file itself, which needs a developer session). */
export function sdkPackageRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/sdk-packages',
    { schema: { response: { 200: sdkPackageListSchema, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        packages: [...sdkPackages.values()].map((sdk) => {
          const archive = sdkArchive(sdk);
          return {
            id: sdk.id,
            version: sdk.version,
            fileName: sdkFileName(sdk),
            byteSize: archive.bytes.length,
            sha256: archive.sha256,
          };
        }),
      };
    },
  );
}
