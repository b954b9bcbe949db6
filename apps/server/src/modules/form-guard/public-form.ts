/**
 * The common path of every guarded public form (lead, partner, developer, newsletter): a per-IP rate limit
 * that counts every post (a route preHandler, so a 429 outranks every other answer), validation with the
 * shared contracts schema, and the guard check. A post the guard holds (a filled honeypot, a forged token) is
 * answered like a success, so a bot learns nothing, and kept in `quarantine` where staff see it under Held and
 * can release it into the normal flow (admin/held.ts). Every other valid post is delivered, with the guard's
 * weak signals stored beside it for staff.
 */
import { withoutGuardFields, type FormType, type GuardFields } from '@app/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { truncateIp } from '../../lib/ip.ts';
import { rateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { SubmissionSender } from '../../lib/form-submission.ts';
import { campaignOf } from '../analytics/campaign.ts';
import { browserFormOptions, sendFormAnswer, type BrowserForm } from './browser-form.ts';
import { quarantineSubmission, type FormGuard } from './guard.ts';

export const PUBLIC_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Per-IP limit for one family of public POSTs: RATE_LIMIT_PUBLIC_MAX (times `factor`) per 10 minutes. */
function publicRule(ctx: AppContext, family: string, factor = 1): RateLimitRule {
  return {
    name: `public:${family}`,
    max: ctx.config.RATE_LIMIT_PUBLIC_MAX * factor,
    windowMs: PUBLIC_RATE_WINDOW_MS,
  };
}

/** The public limit as a preHandler, for public POSTs that are not guarded forms (consent, unsubscribe). */
export function publicRateLimit(ctx: AppContext, family: string, factor = 1): preHandlerAsyncHookHandler {
  return rateLimit(ctx.rateLimits, publicRule(ctx, family, factor));
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface PublicFormRoute<S extends z.ZodType<GuardFields>> {
  url: string;
  /** Rate-limit bucket. */
  family: string;
  formType: FormType;
  schema: S;
  /** The JSON answer's contract (201). */
  response: z.ZodType;
  /** Stores a delivered submission (one transaction) and returns the answer. */
  accept(data: Omit<z.output<S>, '_hp' | '_t'>, sender: SubmissionSender): Promise<Answer>;
  /** A success-shaped answer for a quarantined submission. */
  decoy(fakeId: number): Answer;
  /** The form as posted by a browser without JavaScript (see browser-form.ts). */
  browserForm: BrowserForm<Omit<z.output<S>, '_hp' | '_t'>>;
}

export function publicFormRoute<S extends z.ZodType<GuardFields>>(
  app: FastifyInstance,
  ctx: AppContext,
  guard: FormGuard,
  route: PublicFormRoute<S>,
): void {
  const browserForm = browserFormOptions(ctx, route.url, route.schema, route.browserForm);
  const options = {
    ...browserForm,
    // The limit counts every post, invalid ones too: it runs before the schema validates the body (and
    // after a browser form post is turned into the contract's shape, or refused as cross-site).
    preValidation: [
      browserForm.preValidation as preValidationHookHandler,
      publicRateLimit(ctx, route.family) as preValidationHookHandler,
    ],
    schema: {
      body: route.schema,
      response: { 201: route.response, 400: apiErrorSchema, 429: apiErrorSchema },
    },
  };
  app.withTypeProvider<ZodTypeProvider>().post(route.url, options, async (request, reply) => {
    const parsed = request.body as z.output<S>;
    const data = withoutGuardFields(parsed);
    const verdict = guard.check(parsed);
    const ipAddress = truncateIp(request.ip);
    if (verdict.held === null) {
      const campaign = campaignOf(request);
      const answer = await route.accept(data, { ipAddress, signals: verdict.signals, campaign });
      return sendFormAnswer(request, reply, answer, route.browserForm, data);
    }
    const heldId = await quarantineSubmission(ctx.db, {
      formType: route.formType,
      reason: verdict.held,
      payload: data as Record<string, unknown>,
      ipAddress,
    });
    request.log.info({ formType: route.formType, reason: verdict.held, heldId }, 'public form post held');
    const decoy = route.decoy(heldId);
    return sendFormAnswer(request, reply, decoy, route.browserForm, data);
  });
}
