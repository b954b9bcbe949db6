/**
 * The public forms work without JavaScript too: each page's `<form method="post">` sends
 * `application/x-www-form-urlencoded` to the same route the script sends JSON to. This module turns such
 * a post into the shape the route's contract validates, and answers it the way a browser needs: a 303 to
 * the form's success page, or the form's page showing the errors with the entered values kept (422;
 * 429 and other refusals show their message the same way). JSON requests are untouched.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AppError } from '../../lib/app-error.ts';
import { errorAnswer } from '../../plugins/error-handler.ts';
import { assertNotCrossSite } from '../../auth/csrf.ts';
import { fillFormPage, plainProblemPage, type FormFields } from './form-page.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface BrowserForm<Data> {
  /** The pages that show this form; errors are shown on the one the post came from (else the first). */
  pages: readonly [string, ...string[]];
  /** Where an accepted post is redirected to. */
  successPath(data: Data): string;
  /** Maps the page's fields onto the contract's when they differ (the newsletter's waitlist box). */
  fromPage?(fields: Map<string, readonly string[]>): Map<string, readonly string[]>;
}

/** The posted fields of a browser form post (what the parser read), kept for the error page. */
const postedFields = new WeakMap<FastifyRequest, FormFields>();

export function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === FORM_TYPE;
}

/** A browser form post's fields; empty when the body was not read (an error came first). */
const fieldsOf = (request: FastifyRequest): FormFields => postedFields.get(request) ?? new Map();

/** Lets the routes of `scope` read form posts: every value of each field name, in order. */
export function acceptBrowserForms(scope: FastifyInstance): void {
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
export function contractBody(schema: z.ZodType, fields: FormFields): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
  return Object.fromEntries(
    [...fields].map(([name, values]) => {
      const kind = fieldKind(Object.hasOwn(shape, name) ? shape[name] : undefined);
      return [name, kind === 'list' ? values : kind === 'flag' ? true : values[0]];
    }),
  );
}

/** Reads the prerendered pages of the built site once each. */
function pageReader(webDist: string | undefined) {
  const pages = new Map<string, Promise<string | undefined>>();
  return (path: string): Promise<string | undefined> => {
    if (!webDist) return Promise.resolve(undefined);
    let page = pages.get(path);
    if (!page) {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      page = readFile(join(webDist, file), 'utf8').catch(() => undefined);
      pages.set(path, page);
    }
    return page;
  };
}

/** The form's page the post came from (its Referer, on this site's form pages), else the first. */
function formPageOf(request: FastifyRequest, pages: readonly [string, ...string[]]): string {
  try {
    const from = new URL(request.headers.referer ?? '').pathname;
    return pages.find((page) => page === from) ?? pages[0];
  } catch {
    return pages[0];
  }
}

/**
 * Options for a public form's POST route: browser form posts are checked for their origin (a form on
 * another site must not post here in the visitor's name) and turned into the contract's shape; an error
 * answers them with the form's page. Errors of JSON requests go on to the app's error handler.
 */
export function browserFormOptions<Data>(
  ctx: AppContext,
  url: string,
  schema: z.ZodType,
  form: BrowserForm<Data>,
): RouteShorthandOptions {
  const readPage = pageReader(ctx.webDist);
  return {
    preValidation: async (request) => {
      if (!isBrowserFormPost(request)) return;
      assertNotCrossSite(request);
      const fields = new Map(fieldsOf(request));
      request.body = contractBody(schema, form.fromPage ? form.fromPage(fields) : fields);
    },
    errorHandler: async (error: FastifyError | AppError, request, reply) => {
      if (!isBrowserFormPost(request)) throw error;
      const answer = errorAnswer(error, request);
      // A refused form is "unprocessable", not a malformed request.
      const status = answer.status === 400 && answer.body.errors ? 422 : answer.status;
      const problem = { message: answer.body.message, errors: answer.body.errors ?? {} };
      const formPath = formPageOf(request, form.pages);
      const page = await readPage(formPath);
      const html =
        (page && fillFormPage(page, formPath, url, fieldsOf(request), problem)) ??
        plainProblemPage(problem, formPath);
      return reply
        .status(status)
        .headers(answer.headers ?? {})
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  };
}

/** Sends a form route's answer: JSON as it is, or a 303 to the success page for a browser form post. */
export function sendFormAnswer<Data>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { status: number; body: unknown },
  form: BrowserForm<Data>,
  data: Data,
) {
  if (!isBrowserFormPost(request)) return reply.status(answer.status).send(answer.body);
  return reply.redirect(form.successPath(data), 303);
}
