/**
 * The public forms work without JavaScript too: each page's `<form method="post">` has no action, so the
 * browser posts `application/x-www-form-urlencoded` to the page's own address, where the script would send
 * JSON to the form's API. This module answers those page posts: it turns the fields into the shape the
 * API's contract validates, then answers the way a browser needs: a 303 to the form's success page, or the
 * page itself showing the errors with the entered values kept (422; 429 and other refusals show their
 * message the same way), at the address the visitor is already on: the page's React components render
 * the form with the answer (the web build's server entry, decision 0046). The APIs take JSON only.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { BrowserFormName, DataPage, FormAnswer } from '@app/contracts/server-pages';
import type { AppContext } from '../../context.ts';
import type { AppError } from '../../lib/app-error.ts';
import { errorAnswer } from '../../plugins/error-handler.ts';
import { assertNotCrossSite } from '../../session/csrf.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The posted fields: every value of each name, in order. */
type FormFields = ReadonlyMap<string, readonly string[]>;

export interface BrowserForm<Data> {
  /** Which form: the page renders this one with the errors and the posted values. */
  name: BrowserFormName;
  /** The pages that show this form: each takes the form's post, and shows its errors. */
  pages: readonly [string, ...string[]];
  /**
   * A page's own contract, where its form validates with other messages than the API's (the Chinese
   * edition's page, whose errors are Chinese: the same schema built with the Chinese messages).
   */
  pageSchemas?: Readonly<Record<string, z.ZodType>>;
  /** The pages' URL parameters, when their path has some (`/app-store/:slug`): every route declares them. */
  params?: z.ZodType;
  /** Where an accepted post is redirected to; `page` is the page posted to (a route of `pages`). */
  successPath(data: Data, page: string): string;
  /** Maps the page's fields onto the contract's when they differ (the newsletter's waitlist box). */
  fromPage?(fields: Map<string, readonly string[]>): Map<string, readonly string[]>;
  /**
   * For a form on a page the server fills with data (`pages` then has a parameter, as the App Store app
   * page's `/app-store/:slug`): that page's data, read again for the request, so the answer is shown on
   * the page at the address posted to. Undefined when there is no such page any more: the answer is then
   * the message and errors as plain text.
   */
  pageData?(request: FastifyRequest): Promise<DataPage | undefined>;
}

/** The posted fields of a browser form post (what the parser read), kept for the error page. */
const postedFields = new WeakMap<FastifyRequest, FormFields>();

function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === FORM_TYPE;
}

/** A browser form post's fields; empty when the body was not read (an error came first). */
const fieldsOf = (request: FastifyRequest): FormFields => postedFields.get(request) ?? new Map();

/** Lets the routes of `scope` read form posts: every value of each field name, in order. */
function acceptBrowserForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (request, body, done) => {
    const fields = new Map<string, string[]>();
    for (const [name, value] of new URLSearchParams(body as string)) {
      fields.set(name, [...(fields.get(name) ?? []), value]);
    }
    postedFields.set(request, fields);
    done(null, fields);
  });
}

/** How the contract reads a field: a list (checkbox group), a flag (checkbox) or text. */
function fieldKind(type: z.ZodType | undefined): 'list' | 'flag' | 'text' {
  let inner = type;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodArray) return 'list';
  if (inner instanceof z.ZodBoolean) return 'flag';
  return 'text';
}

/**
 * The fields as the JSON form would send them: a checkbox group's repeated name becomes a list, a ticked
 * box `true` (an unticked one is absent: the contract's default), any other field its first value.
 */
function contractBody(schema: z.ZodType, fields: FormFields): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
  return Object.fromEntries(
    [...fields].map(([name, values]) => {
      const kind = fieldKind(Object.hasOwn(shape, name) ? shape[name] : undefined);
      return [name, kind === 'list' ? values : kind === 'flag' ? true : values[0]];
    }),
  );
}

/**
 * The answer to a refused post without a built site (an API-only server has no pages): the message and
 * the errors as plain text.
 */
const plainAnswer = (answer: FormAnswer) => [answer.message, ...Object.values(answer.errors)].join('\n');

export interface BrowserFormRoutes<Data> {
  /** The route's contract: `body` as the API's (the fields are turned into its shape first). */
  schema: FastifySchema & { body: z.ZodType };
  form: BrowserForm<Data>;
  /** Runs after the origin check, before validation (the public rate limit: it counts invalid posts too). */
  limit: preValidationHookHandler;
  /** Acts on a valid post; what it returns picks the success page. */
  accept(request: FastifyRequest): Promise<Data>;
}

/**
 * POST on each of the form's pages, for the form as a browser posts it. In a scope of its own that reads
 * form posts only (anything else is 415). A post from another site is refused (a form there must not post
 * here in the visitor's name); an error is answered with the page and the form filled in.
 */
export function browserFormRoutes<Data>(
  app: FastifyInstance,
  ctx: AppContext,
  route: BrowserFormRoutes<Data>,
) {
  const { schema, form } = route;
  const toContract: preValidationHookHandler = async (request) => {
    assertNotCrossSite(request);
    const fields = new Map(fieldsOf(request));
    request.body = contractBody(schema.body, form.fromPage ? form.fromPage(fields) : fields);
  };
  /** The form's page showing the refused post; undefined without a built site (or without the page's data). */
  const renderAnswer = async (request: FastifyRequest, refused: FormAnswer) => {
    if (!ctx.pages) return undefined;
    if (!form.pageData) {
      const formPath = request.routeOptions.url ?? form.pages[0];
      return ctx.pages.renderPage(formPath, { page: 'form-answer', data: refused });
    }
    const on = await form.pageData(request);
    const path = request.url.split('?')[0] ?? form.pages[0];
    return on ? ctx.pages.renderPage(path, { page: 'form-answer', data: refused, on }) : undefined;
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    acceptBrowserForms(scope);
    scope.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
      if (!isBrowserFormPost(request)) throw error;
      const answer = errorAnswer(error, request);
      // A refused form is "unprocessable", not a malformed request.
      const status = answer.status === 400 && answer.body.errors ? 422 : answer.status;
      // Guard fields (`_hp`, `_t`) are not put back.
      const values = Object.fromEntries([...fieldsOf(request)].filter(([name]) => !name.startsWith('_')));
      const refused: FormAnswer = {
        form: form.name,
        message: answer.body.message,
        code: answer.body.code,
        errors: answer.body.errors ?? {},
        values,
      };
      const html = await renderAnswer(request, refused);
      return reply
        .status(status)
        .headers(answer.headers ?? {})
        .header('Cache-Control', 'no-store')
        .type(html === undefined ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8')
        .send(html ?? plainAnswer(refused));
    });
    for (const path of form.pages) {
      const pageSchema = form.pageSchemas?.[path];
      const contract = pageSchema ? { ...schema, body: pageSchema } : schema;
      scope.post(
        path,
        { preValidation: [toContract, route.limit], schema: contract },
        async (request, reply) => reply.redirect(form.successPath(await route.accept(request), path), 303),
      );
    }
  });
}
