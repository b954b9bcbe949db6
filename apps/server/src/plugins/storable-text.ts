/**
 * Text PostgreSQL cannot store is refused before any handler runs: a NUL character (text and jsonb
 * columns reject it) or an unpaired UTF-16 surrogate (not Unicode, so it has no UTF-8 form). Without this
 * such input, valid to every zod schema, reached the database and came back as a 500. Checked in one place
 * for every route: body (JSON or form fields) and query string, keys and values, however deep.
 */
import type { FastifyInstance } from 'fastify';
import { validationFailed, validationMessages } from '@app/contracts/messages';
import { AppError } from '../lib/app-error.ts';

const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (value or key) that cannot be stored, or null. Iterative, so a
 *  deeply nested body cannot overflow the stack. */
function unstorableTextPath(value: unknown): string | null {
  const pending: Array<[node: unknown, path: string]> = [[value, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (unstorable.test(node)) return path;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (unstorable.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query]) {
      const path = unstorableTextPath(part);
      if (path !== null) {
        const message = validationMessages.textUnsupportedCharacters;
        throw new AppError('validation', validationFailed, { [path === '' ? 'body' : path]: message });
      }
    }
  });
}
