/**
 * The common path of every guarded public form (lead, partner, developer, newsletter): a per-IP rate limit
 * that counts every post (a route preHandler, so a 429 outranks every other answer), validation with the
 * shared contracts schema, and the guard check. A post the guard holds (a filled honeypot, a forged token) is
 * answered like a success, so a bot learns nothing, and kept in `quarantine` where staff see it under Held and
 * can release it into the normal flow (admin/held.ts). Every other valid post is delivered, with the guard's
 * weak signals stored beside it for staff.
 */
import { withoutGuardFields, type FormType, type GuardFields } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { truncateIp } from '../../lib/ip.ts';
import { publicRateLimit } from '../../lib/public-rate-limit.ts';
import type { SubmissionSender } from './form-submission.ts';
import { campaignOf } from '../analytics/index.ts';
import { browserFormRoutes, type BrowserForm } from './browser-form.ts';
import { quarantineSubmission, type FormGuard } from './guard.ts';

export interface PublicFormRoute<S extends z.ZodType<GuardFields>> {
  /** The API the script posts JSON to. */
  url: string;
  /** Rate-limit bucket (shared by the API and the form's pages). */
  family: string;
  formType: FormType;
  schema: S;
  /** The JSON answer's contract (every form post answers 201, DESIGN.md). */
  response: z.ZodType;
  /** Stores a delivered submission (one transaction) and returns the answer's body. */
  accept(data: Omit<z.output<S>, '_hp' | '_t'>, sender: SubmissionSender): Promise<unknown>;
  /** A success-shaped body for a quarantined submission. */
  decoy(fakeId: number): unknown;
  /** The form as posted by a browser without JavaScript, to its pages (see browser-form.ts); absent: none yet. */
  browserForm?: BrowserForm<Omit<z.output<S>, '_hp' | '_t'>>;
}

/** The API route (JSON) and the form's page routes (browser form posts) of one public form. */
export function publicFormRoute<S extends z.ZodType<GuardFields>>(
  app: FastifyInstance,
  ctx: AppContext,
  guard: FormGuard,
  route: PublicFormRoute<S>,
): void {
  // The limit counts every post, invalid ones too: it runs before the schema validates the body.
  const limit = publicRateLimit(ctx, route.family) as preValidationHookHandler;

  /** Delivers a valid post, or holds it (quarantine) and answers like a success. */
  const receive = async (request: FastifyRequest, via: 'script' | 'page') => {
    const parsed = request.body as z.output<S>;
    const data = withoutGuardFields(parsed);
    const verdict = guard.check(parsed);
    const ipAddress = truncateIp(request.ip);
    if (verdict.held === null) {
      const campaign = campaignOf(request);
      // A page post without a token is a form sent before or without JavaScript: said so, not "No form token".
      const signals = verdict.signals.map((signal) =>
        via === 'page' && signal === 'token-missing' ? ('no-script' as const) : signal,
      );
      const body = await route.accept(data, { ipAddress, signals, campaign });
      return { body, data };
    }
    const heldId = await quarantineSubmission(ctx.db, {
      formType: route.formType,
      reason: verdict.held,
      payload: data as Record<string, unknown>,
      ipAddress,
    });
    request.log.info({ formType: route.formType, reason: verdict.held, heldId }, 'public form post held');
    return { body: route.decoy(heldId), data };
  };

  const schema = {
    body: route.schema,
    response: { 201: route.response, 400: apiErrorSchema, 429: apiErrorSchema },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(route.url, { preValidation: limit, schema }, async (request, reply) => {
      const { body } = await receive(request, 'script');
      return reply.status(201).send(body);
    });
  if (!route.browserForm) return;
  browserFormRoutes(app, ctx, {
    schema: { body: route.schema, ...(route.browserForm.params && { params: route.browserForm.params }) },
    form: route.browserForm,
    limit,
    accept: async (request) => (await receive(request, 'page')).data,
  });
}
