/**
 * Reading the OpenAPI document in tests: its operations, and a check of an answer against the response
 * schema the document gives for its operation and status (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

export interface DocumentedOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As the document writes it: `/api/v1/apps/{id}/submissions`. */
  path: string;
  operation: OpenAPIV3_1.OperationObject & { 'x-permission'?: string };
  /** The document's named schemas, which the operation's schemas refer to (`$ref`). */
  components: OpenAPIV3_1.ComponentsObject | undefined;
}

/** `schema` itself, or the named schema (`#/components/schemas/<name>`) it refers to. */
export function resolveSchema(doc: OpenAPIV3_1.Document, schema: unknown): OpenAPIV3_1.SchemaObject {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (!ref) return schema as OpenAPIV3_1.SchemaObject;
  return resolveSchema(doc, doc.components?.schemas?.[ref.replace('#/components/schemas/', '')]);
}

export async function liveDocument(app: FastifyInstance): Promise<OpenAPIV3_1.Document> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  return res.json<OpenAPIV3_1.Document>();
}

export function documentedOperations(doc: OpenAPIV3_1.Document): DocumentedOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({
        method,
        path,
        operation: item![method] as DocumentedOperation['operation'],
        components: doc.components,
      })),
  );
}

/** The documented operation a request goes to: `/api/v1/apps/7/submissions` matches `{id}`. */
export function operationOf(
  doc: OpenAPIV3_1.Document,
  method: string,
  url: string,
): DocumentedOperation | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  return documentedOperations(doc).find(
    (op) =>
      op.method === method.toLowerCase() &&
      new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  );
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The reasons `body` does not match the documented answer of `status` (none: it matches). */
export function responseErrors(op: DocumentedOperation, status: number, body: unknown): string[] {
  const response = op.operation.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return [`${op.method.toUpperCase()} ${op.path} documents no ${status} answer`];
  // Compiled with the document's components beside it, so its `$ref`s resolve.
  const validate = ajv.compile({ ...schema, components: op.components });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
}
