/**
 * POST /api/events (the analytics script's beacon) and the staff Insights routes. `navigator.sendBeacon`
 * posts a string as text/plain, which the app refuses everywhere else: this scope alone reads such a body
 * as JSON.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsEventSchema,
  insightsExportQuerySchema,
  insightsQuerySchema,
  insightsSchema,
} from '@app/contracts/api/analytics';
import { apiErrorSchema, errorResponses } from '@app/contracts/api/common';
import { okSchema } from '@app/contracts/api/admin';
import { insightsTables } from '@app/contracts/insights-tables';
import type { AppContext } from '../../context.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { csvRow, sendCsv, UTF8_BOM } from '../../lib/csv.ts';
import { publicRateLimit } from '../form-guard/public-form.ts';
import { insights } from './insights.ts';
import { eventWriter, recordEvent } from './ingest.ts';
import { DailySalt } from './salt.ts';

/** A visitor sends one event per page view or form outcome: thirty times the public form limit. */
const EVENTS_LIMIT_FACTOR = 30;

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext, clock: Clock = systemClock) {
  const salts = new DailySalt(ctx.db);
  const events = eventWriter(ctx.db);
  // Requests in flight have their rows written before onClose; this catches any still queued.
  app.addHook('onClose', () => events.flush());
  const site = new URL(ctx.config.publicUrl).hostname;
  void app.register(async (plain) => {
    plain.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body is not JSON'), { statusCode: 400 }), undefined);
      }
    });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/events',
      {
        preValidation: publicRateLimit(ctx, 'events', EVENTS_LIMIT_FACTOR),
        schema: {
          body: analyticsEventSchema,
          response: { 202: okSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await recordEvent(events, salts, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          site,
          globalPrivacyControl: request.headers['sec-gpc'] === '1',
          now: new Date(clock.now()),
        });
        // A bot's event is dropped without telling it.
        return reply.status(202).send({ ok: true as const });
      },
    );
  });
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
