/**
 * POST /api/events: the analytics script's events, from the site's own pages only and only for visitors who
 * allowed analytics cookies (decision 0027, 2026-11-27). In order: a JSON body posted by a page of this
 * origin (`Content-Type: application/json`, `Origin` or `Sec-Fetch-Site: same-origin`; a cross-site beacon
 * is refused before its body is read), no `Sec-GPC: 1`, a valid event with the visitor's id and a path of
 * the site, no bot, within the address's and the visitor's daily limits. Each refusal answers 4xx and is
 * counted per day and reason (Insights' "Refused events"); nothing else of it is kept.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsEventSchema,
  insightsExportQuerySchema,
  insightsQuerySchema,
  insightsSchema,
  type AnalyticsEvent,
  type RefusalReason,
} from '@app/contracts/api/analytics';
import { apiErrorCodes, apiErrorSchema, errorResponses } from '@app/contracts/api/common';
import { okSchema } from '@app/contracts/api/admin';
import { insightsTables } from '@app/contracts/insights-tables';
import { crossSiteMessage, isSameOrigin } from '../../auth/csrf.ts';
import type { AppContext } from '../../context.ts';
import { AppError, codedError } from '../../lib/app-error.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { csvRow, sendCsv, UTF8_BOM } from '../../lib/csv.ts';
import { rateLimitMessage } from '../../lib/rate-limit.ts';
import { insights } from './insights.ts';
import { isBotAgent, recordEvent } from './ingest.ts';
import { chargeAddress, chargeVisitor, type LimitVerdict } from './limits.ts';
import { countRefused } from './refusals.ts';
import { sitePathCheck } from './site-paths.ts';

export const noConsentMessage = 'Nothing is recorded without analytics consent.';
export const notASitePageMessage = 'Not a page of this site.';

/**
 * Sent by a page of this origin (a browser's fetch sends Origin and Sec-Fetch-Site). The body must also be
 * JSON: anything else is refused with 415 by the content-type parser, as on every route, which a cross-site
 * `text/plain` beacon never reaches (refused here, before its body is read).
 */
function fromOwnPages(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  return (fetchSite === undefined || fetchSite === 'same-origin') && isSameOrigin(request);
}

const hasVisitor = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { visitor?: unknown }).visitor === 'string';

const overLimit = (verdict: LimitVerdict & { ok: false }) =>
  new AppError('rate_limited', rateLimitMessage(verdict.retryAfterSeconds), undefined, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });

export function analyticsRoutes(
  plain: FastifyInstance,
  ctx: AppContext,
  options: { clock?: Clock; sitePaths?: readonly string[] | undefined } = {},
) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const clock = options.clock ?? systemClock;
  const isSitePath = sitePathCheck(options.sitePaths);
  const site = new URL(ctx.config.publicUrl).hostname;
  // Every refusal is counted once, in onError: ours carry their reason, the parser's (a body that is not
  // JSON, or too large) are invalid events.
  const reasons = new WeakMap<Error, RefusalReason>();
  const refuse = (reason: RefusalReason, error: Error): never => {
    reasons.set(error, reason);
    throw error;
  };

  app.post(
    '/api/events',
    {
      onError: async (_request, _reply, error) => {
        const reason = reasons.get(error) ?? ((error.statusCode ?? 500) < 500 ? 'invalid' : undefined);
        if (reason) await countRefused(ctx.db, reason, new Date(clock.now()));
      },
      // Before the body is read: a cross-site beacon, and any event of a browser sending GPC.
      onRequest: async (request) => {
        if (!fromOwnPages(request))
          refuse('cross_site', codedError('forbidden', crossSiteMessage, apiErrorCodes.crossSite));
        if (request.headers['sec-gpc'] === '1') {
          refuse('no_consent', new AppError('forbidden', noConsentMessage));
        }
        const address = await chargeAddress(ctx.rateLimits, request.ip);
        if (!address.ok) refuse('rate_limited', overLimit(address));
      },
      // The handler tells an event without the visitor's id (no consent) from an otherwise invalid one.
      attachValidation: true,
      schema: {
        body: analyticsEventSchema,
        response: { 202: okSchema, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        if (!hasVisitor(request.body)) refuse('no_consent', new AppError('forbidden', noConsentMessage));
        refuse('invalid', request.validationError);
      }
      const event: AnalyticsEvent = request.body;
      if (!isSitePath(event.path)) {
        refuse('invalid', new AppError('validation', notASitePageMessage, { path: notASitePageMessage }));
      }
      // A bot is answered like anyone (nothing tells it how to pass) but counted among the refused.
      if (isBotAgent(request.headers['user-agent'])) {
        await countRefused(ctx.db, 'bot', new Date(clock.now()));
        return reply.status(202).send({ ok: true as const });
      }
      const visitor = await chargeVisitor(ctx.rateLimits, request.ip, event.visitor);
      if (!visitor.ok) refuse('rate_limited', overLimit(visitor));
      await recordEvent(ctx.db, event, site, new Date(clock.now()));
      return reply.status(202).send({ ok: true as const });
    },
  );
}

/** Staff only: registered inside the admin scope (its preValidation checks the staff session). */
export function insightsAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/insights',
    { schema: { querystring: insightsQuerySchema, response: { 200: insightsSchema, ...errorResponses } } },
    async (request) => insights(ctx.db, request.query),
  );

  /** insights-{chart}_{from}_{to}.csv: the chart's table as the screen shows it (formula-safe cells). */
  app.get(
    '/api/admin/insights/export.csv',
    { schema: { querystring: insightsExportQuerySchema } },
    async (request, reply) => {
      const { chart, from, to } = request.query;
      const table = insightsTables(await insights(ctx.db, { from, to }))[chart];
      const body = `${UTF8_BOM}${csvRow(table.header)}${table.rows.map((row) => csvRow(row)).join('')}`;
      return sendCsv(reply, `insights-${chart}_${from}_${to}.csv`, Readable.from([body]), table.rows.length);
    },
  );
}
