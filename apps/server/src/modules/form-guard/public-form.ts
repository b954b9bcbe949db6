/**
 * The common path of every guarded public form (lead, partner, developer, newsletter): per-IP rate limit,
 * validation with the shared contracts schema, then the guard check. A submission failing the guard is
 * answered exactly like a success but only written to `quarantine`, so a bot learns nothing.
 */
import { withoutGuardFields, type FormType, type GuardFields } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { truncateIp } from '../../lib/ip.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { parseWith } from '../../lib/validate.ts';
import { quarantineSubmission, type FormGuard } from './guard.ts';

export const PUBLIC_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Per-IP limit for one family of public POSTs: RATE_LIMIT_PUBLIC_MAX (times `factor`) per 10 minutes. */
export function publicRateLimit(ctx: AppContext, family: string, factor = 1): preHandlerAsyncHookHandler {
  return rateLimit(ctx.rateLimits, {
    name: `public:${family}`,
    max: ctx.config.RATE_LIMIT_PUBLIC_MAX * factor,
    windowMs: PUBLIC_RATE_WINDOW_MS,
  });
}

/**
 * Public POST endpoints take JSON only: without this, Fastify would also parse text/plain and hand the
 * schema a string. Other content types are answered 415 by the error handler.
 */
export function acceptJsonOnly(scope: FastifyInstance): void {
  scope.removeContentTypeParser('text/plain');
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
  /** Stores a real submission (one transaction) and returns the answer. */
  accept(data: Omit<z.output<S>, '_hp' | '_t'>, request: FastifyRequest): Promise<Answer>;
  /** A success-shaped answer for a quarantined submission. */
  decoy(fakeId: number): Answer;
}

export function publicFormRoute<S extends z.ZodType<GuardFields>>(
  app: FastifyInstance,
  ctx: AppContext,
  guard: FormGuard,
  route: PublicFormRoute<S>,
): void {
  app.post(route.url, { preHandler: publicRateLimit(ctx, route.family) }, async (request, reply) => {
    const parsed = parseWith(route.schema, request.body);
    const data = withoutGuardFields(parsed);
    const problem = guard.check(parsed);
    const answer =
      problem === null
        ? await route.accept(data, request)
        : route.decoy(
            await quarantineSubmission(ctx.db, {
              formType: route.formType,
              reason: problem,
              payload: data as Record<string, unknown>,
              ipAddress: truncateIp(request.ip),
            }),
          );
    return reply.status(answer.status).send(answer.body);
  });
}
