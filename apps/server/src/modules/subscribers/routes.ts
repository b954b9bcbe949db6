import {
  subscribedResponseSchema,
  subscriptionConfirmedResponseSchema,
  unsubscribedResponseSchema,
} from '@app/contracts/api/public-forms';
import { errorResponses } from '@app/contracts/api/common';
import {
  DEFAULT_SUBSCRIBER_SOURCE,
  formSuccessPaths,
  subscribeConfirmBodySchema,
  subscribeConfirmPageBodySchema,
  subscribeConfirmPagePath,
  subscribeConfirmQuerySchema,
  subscribeSchema,
  type SubscribeConfirmQuery,
  unsubscribeBodySchema,
  unsubscribePageBodySchema,
  unsubscribeQuerySchema,
  unsubscribePagePath,
  type UnsubscribeQuery,
  WAITLIST_SOURCE,
} from '@app/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { truncateIp } from '../../lib/ip.ts';
import { multipartFields } from '../../lib/multipart.ts';
import { browserFormRoutes, type FormGuard, publicFormRoute } from '../form-guard/index.ts';
import { publicRateLimit } from '../../lib/public-rate-limit.ts';
import { confirmSubscription, subscribe, unsubscribe } from './service.ts';

export function subscriberRoutes(app: FastifyInstance, ctx: AppContext, guard: FormGuard) {
  /**
   * POST /api/subscribe → 201 { ok }, for a new, an unconfirmed and an active address alike: a different
   * status or body (a row id) would tell anyone whether an address is on the list. Each case queues one mail
   * through the outbox (the confirmation link, or "already subscribed"), within the resend limit.
   */
  publicFormRoute(app, ctx, guard, {
    url: '/api/subscribe',
    family: 'subscribe',
    formType: 'newsletter',
    schema: subscribeSchema,
    response: subscribedResponseSchema,
    accept: async (data, meta) => {
      await subscribe(ctx, data, meta);
      return { ok: true };
    },
    decoy: () => ({ ok: true }),
    browserForm: {
      name: 'newsletter',
      pages: ['/subscribe'],
      successPath: (data) =>
        data.source === WAITLIST_SOURCE ? formSuccessPaths.waitlist : formSuccessPaths.newsletter,
      // The /subscribe page asks "Put me on the waitlist" (a box) where the API takes a source.
      fromPage: (fields) => {
        const waitlist = fields.has('waitlist');
        fields.delete('waitlist');
        fields.set('source', [waitlist ? WAITLIST_SOURCE : DEFAULT_SUBSCRIBER_SOURCE]);
        return fields;
      },
    },
  });

  /**
   * POST /api/subscribe/confirm { token } → 200 { ok, waitlist }: the script of the confirmation page. The
   * e-mailed link opens a page with a button (a GET changes nothing, so a mail scanner that fetches links
   * confirms nobody; decision 0038).
   */
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/subscribe/confirm',
    {
      preValidation: publicRateLimit(ctx, 'subscribe-confirm') as preValidationHookHandler,
      schema: {
        body: subscribeConfirmBodySchema,
        response: { 200: subscriptionConfirmedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { waitlist } = await confirmSubscription(ctx, request.body.token, {
        ipAddress: truncateIp(request.ip),
      });
      return reply.status(200).send({ ok: true as const, waitlist });
    },
  );

  /**
   * POST /subscribe/confirm?token=… : the confirmation page's own form, sent by a browser without
   * JavaScript → 303 to the subscribed (or waitlist) page; a broken or expired link → the page with the
   * message.
   */
  browserFormRoutes(app, ctx, {
    schema: { body: subscribeConfirmPageBodySchema, querystring: subscribeConfirmQuerySchema },
    form: {
      name: 'subscribe-confirm',
      pages: [subscribeConfirmPagePath],
      successPath: ({ waitlist }) =>
        waitlist ? formSuccessPaths.waitlistConfirmed : formSuccessPaths.newsletterConfirmed,
    },
    limit: publicRateLimit(ctx, 'subscribe-confirm') as preValidationHookHandler,
    accept: async (request) => {
      const { token } = request.query as SubscribeConfirmQuery;
      return confirmSubscription(ctx, token, { ipAddress: truncateIp(request.ip) });
    },
  });

  // Mail clients post one-click unsubscribes as a form (RFC 8058): accepted on this route only.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // A one-click post carries one text field and never a file.
    await scope.register(fastifyMultipart, { limits: { files: 0, fields: 5, fieldSize: 4096 } });
    scope.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.body = await multipartFields(request);
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    /** POST /api/unsubscribe { token } or ?token=… → 200 { ok, email }; a bad token → 400. */
    scope.post(
      '/api/unsubscribe',
      {
        // The limit counts every request, valid or not: it runs before the declared parts are checked.
        preValidation: publicRateLimit(ctx, 'unsubscribe'),
        schema: {
          body: unsubscribeBodySchema,
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribedResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { body, query } = request;
        const { email } = await unsubscribe(ctx, body.token ?? query.token, {
          ipAddress: truncateIp(request.ip),
        });
        return reply.status(200).send({ ok: true as const, email });
      },
    );
  });

  /**
   * POST /unsubscribe?token=… : the unsubscribe page's own form, sent by a browser without JavaScript. It
   * posts to the address the mail linked, token included → 303 to the confirmation page; a broken link →
   * the page with the message. The API above answers scripts and mail clients.
   */
  browserFormRoutes(app, ctx, {
    schema: { body: unsubscribePageBodySchema, querystring: unsubscribeQuerySchema },
    form: {
      name: 'unsubscribe',
      pages: [unsubscribePagePath],
      successPath: () => formSuccessPaths.unsubscribe,
    },
    limit: publicRateLimit(ctx, 'unsubscribe') as preValidationHookHandler,
    accept: async (request) => {
      const { token } = request.query as UnsubscribeQuery;
      await unsubscribe(ctx, token, { ipAddress: truncateIp(request.ip) });
    },
  });
}
