/**
 * SDK downloads in the console: POST /api/console/downloads/files/:id counts the signed-in developer's
 * download of a release file (an `sdk_downloads` row and an audit entry) and answers where to fetch it.
 * The files themselves are public (/downloads/sdk/…, as the Maven repository); the releases are staff's
 * (modules/sdk-releases).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { sdkDownloadSchema } from '@app/contracts/api/console';
import { sdkNames, sdkReleaseMessages, type SdkId } from '@app/contracts/api/sdk-releases';
import { sdkDownloads } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { developerOf } from '../../session/guards.ts';
import { publicFileById } from '../sdk-releases/index.ts';

export function consoleDownloadRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = {
    params: idParamsSchema(sdkReleaseMessages.fileNotFound),
    response: { 200: sdkDownloadSchema, ...errorResponses },
  };
  app.post('/api/console/downloads/files/:id', { schema }, async (request) => {
    const file = await publicFileById(ctx.db, request.params.id);
    if (!file) throw new AppError('not_found', sdkReleaseMessages.fileNotFound);
    const developer = developerOf(request);
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(sdkDownloads)
        .values({ developerId: developer.id, sdk: file.sdk, version: file.version });
      await recordAudit(tx, {
        actorKind: 'developer',
        actorId: developer.id,
        actorName: developer.email,
        action: 'sdk.downloaded',
        entityType: 'sdk',
        entityId: file.sdk,
        details: { name: sdkNames[file.sdk as SdkId], version: file.version, file: file.fileName },
        ipAddress: request.ip,
      });
    });
    return { download: file };
  });
}
