/**
 * A Maven repository at /maven/releases, laid out as Maven, Gradle and Ivy expect (the "default" layout):
 *   com/lumen/cxr/cxr-m/maven-metadata.xml                 versions, latest, release, lastUpdated
 *   com/lumen/cxr/cxr-m/<v>/cxr-m-<v>.pom                   the POM (packaging aar or jar)
 *   com/lumen/cxr/cxr-m/<v>/cxr-m-<v>.aar                   the release's library file
 * and for each of them `.sha1`, `.md5` and `.sha256`: the hex digest of the file's bytes, nothing else.
 * Read from the database on every request: a version staff publish is resolvable at once, a withdrawn
 * one is gone from the metadata and its files answer 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  compareSdkVersions,
  mavenArtifacts,
  mavenGroupId,
  mavenRepositoryPath,
  sdkNames,
  sdkReleaseNotesPath,
  type SdkId,
} from '@app/contracts/api/sdk-releases';
import type { AppContext } from '../../context.ts';
import { listReleases, releaseFile } from './service.ts';

const checksums = { sha1: 'sha1', md5: 'md5', sha256: 'sha256' } as const;
type Checksum = keyof typeof checksums;

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The artifact a Maven artifactId names, if one is published. */
const sdkOfArtifact = (artifactId: string) =>
  (Object.keys(mavenArtifacts) as SdkId[]).find((sdk) => mavenArtifacts[sdk] === artifactId);

/** Maven's timestamp form, yyyyMMddHHmmss in UTC. */
const mavenTimestamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);

async function mavenVersions(ctx: AppContext, sdk: SdkId) {
  const releases = await listReleases(ctx.db, { includeWithdrawn: false, sdk });
  return releases
    .filter((r) => r.files.some((f) => f.kind === 'library' && /\.(aar|jar)$/.test(f.fileName)))
    .sort((a, b) => compareSdkVersions(a.version, b.version));
}

function metadataXml(artifactId: string, versions: Array<{ version: string; publishedAt: Date }>): string {
  const newest = versions.at(-1)!;
  const updated = versions.reduce(
    (max, v) => (v.publishedAt > max ? v.publishedAt : max),
    newest.publishedAt,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<metadata>',
    `  <groupId>${xmlEscape(mavenGroupId)}</groupId>`,
    `  <artifactId>${xmlEscape(artifactId)}</artifactId>`,
    '  <versioning>',
    `    <latest>${xmlEscape(newest.version)}</latest>`,
    `    <release>${xmlEscape(newest.version)}</release>`,
    '    <versions>',
    ...versions.map((v) => `      <version>${xmlEscape(v.version)}</version>`),
    '    </versions>',
    `    <lastUpdated>${mavenTimestamp(updated)}</lastUpdated>`,
    '  </versioning>',
    '</metadata>',
    '',
  ].join('\n');
}

function pomXml(
  sdk: SdkId,
  artifactId: string,
  version: string,
  packaging: string,
  sampleBuild: boolean,
  /** The site's origin (PUBLIC_URL's): the project's URL is its release notes on this deployment. */
  origin: string,
) {
  const description = sampleBuild
    ? `${sdkNames[sdk]}, sample build: a well-formed library without compiled classes.`
    : sdkNames[sdk];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '    xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">',
    '  <modelVersion>4.0.0</modelVersion>',
    `  <groupId>${xmlEscape(mavenGroupId)}</groupId>`,
    `  <artifactId>${xmlEscape(artifactId)}</artifactId>`,
    `  <version>${xmlEscape(version)}</version>`,
    `  <packaging>${xmlEscape(packaging)}</packaging>`,
    `  <name>${xmlEscape(sdkNames[sdk])}</name>`,
    `  <description>${xmlEscape(description)}</description>`,
    `  <url>${xmlEscape(origin + sdkReleaseNotesPath(sdk))}</url>`,
    '</project>',
    '',
  ].join('\n');
}

const digest = (bytes: Buffer, algorithm: Checksum) =>
  createHash(checksums[algorithm]).update(bytes).digest('hex');

/** The file itself, or its checksum file when the name ends in .sha1, .md5 or .sha256. */
function sendRepositoryFile(
  reply: FastifyReply,
  bytes: Buffer,
  contentType: string,
  checksum: Checksum | null,
) {
  reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
  if (checksum) return reply.type('text/plain; charset=utf-8').send(digest(bytes, checksum));
  return reply.type(contentType).send(bytes);
}

/** Splits `name.ext.sha1` into `name.ext` and the checksum asked for. */
function checksumOf(fileName: string): { base: string; checksum: Checksum | null } {
  const match = /^(.+)\.(sha1|md5|sha256)$/.exec(fileName);
  return match ? { base: match[1]!, checksum: match[2] as Checksum } : { base: fileName, checksum: null };
}

const segment = z.string().max(200);
const metadataParams = z.object({ artifact: segment, file: segment });
const fileParams = z.object({ artifact: segment, version: segment, file: segment });

export function mavenRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const groupPath = `${mavenRepositoryPath}/${mavenGroupId.replace(/\./g, '/')}`;

  app.get(`${groupPath}/:artifact/:file`, { schema: { params: metadataParams } }, async (request, reply) => {
    const sdk = sdkOfArtifact(request.params.artifact);
    const { base, checksum } = checksumOf(request.params.file);
    if (!sdk || base !== 'maven-metadata.xml') return reply.callNotFound();
    const versions = await mavenVersions(ctx, sdk);
    if (versions.length === 0) return reply.callNotFound();
    const xml = Buffer.from(metadataXml(request.params.artifact, versions));
    return sendRepositoryFile(reply, xml, 'application/xml; charset=utf-8', checksum);
  });

  app.get(
    `${groupPath}/:artifact/:version/:file`,
    { schema: { params: fileParams } },
    async (request, reply) => {
      const { artifact, version, file } = request.params;
      const sdk = sdkOfArtifact(artifact);
      const { base, checksum } = checksumOf(file);
      const prefix = `${artifact}-${version}.`;
      if (!sdk || !base.startsWith(prefix)) return reply.callNotFound();
      const extension = base.slice(prefix.length);
      const release = (await mavenVersions(ctx, sdk)).find((r) => r.version === version);
      const library = release?.files.find((f) => f.kind === 'library');
      const packaging = library?.fileName.split('.').pop();
      if (!release || !library || !packaging) return reply.callNotFound();
      if (extension === 'pom') {
        const pom = Buffer.from(
          pomXml(sdk, artifact, version, packaging, release.sampleBuild, ctx.config.siteOrigin),
        );
        return sendRepositoryFile(reply, pom, 'application/xml; charset=utf-8', checksum);
      }
      if (extension !== packaging) return reply.callNotFound();
      const stored = await releaseFile(ctx.db, sdk, version, { kind: 'library' });
      if (!stored) return reply.callNotFound();
      return sendRepositoryFile(reply, stored.data, 'application/java-archive', checksum);
    },
  );
}
