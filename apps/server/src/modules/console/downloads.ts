/**
 * SDK downloads: POST /api/console/downloads/:sdk counts a download (an `sdk_downloads` row and an audit
 * entry) and answers where to fetch the file; GET /api/console/downloads/:sdk/file serves the ZIP to the
 * signed-in developer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sdkDownloads } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { developerOf } from '../../auth/guards.ts';
import { sdkArchive, sdkFileName, sdkPackages, type SdkPackage } from './sdk-catalogue.ts';

export const sdkNotFound = 'SDK not found';

function packageOf(request: FastifyRequest): SdkPackage {
  const sdk = sdkPackages.get((request.params as { sdk?: string }).sdk ?? '');
  if (!sdk) throw new AppError('not_found', sdkNotFound);
  return sdk;
}

export const sdkFileUrl = (sdk: SdkPackage) => `/api/console/downloads/${encodeURIComponent(sdk.id)}/file`;

export function consoleDownloadRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/console/downloads/:sdk', async (request) => {
    const sdk = packageOf(request);
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

  app.get('/api/console/downloads/:sdk/file', async (request, reply) => {
    const sdk = packageOf(request);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${sdkFileName(sdk)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(sdkArchive(sdk));
  });
}
