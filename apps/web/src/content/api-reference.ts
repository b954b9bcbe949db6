/**
 * The HTTP API reference (/docs/api), read from the OpenAPI document the server's route declarations
 * produce. openapi.json is that document, committed: a server test fails when it differs from the live
 * one (apps/server/test/openapi.test.ts), so the build needs no running server. The curl and JavaScript
 * examples built here run in CI against a real server (apps/server/test/docs-samples.test.ts).
 */
import { brand } from '../site.ts';
import { docPath } from './doc-slugs.ts';
import { exampleAppId, exampleScreenshotFile, exampleSubmissionId } from './api-examples.ts';
import document from './openapi.json';

/** The JSON Schema subset the document uses. */
interface Schema {
  /** A named schema: `#/components/schemas/<name>`. */
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

interface MediaType {
  schema: Schema;
  example?: unknown;
}

interface Operation {
  tags: string[];
  summary: string;
  description: string;
  'x-permission': string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema: Schema }>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

export interface ApiField {
  name: string;
  type: string;
  /** A parameter's place in the request (`path`, `query`): the page says it after the type. */
  in?: string;
  required: boolean;
  description: string;
}

interface ApiResponse {
  status: string;
  description: string;
  fields: ApiField[];
  example?: string;
}

export interface ApiOperation {
  /** The anchor on the page, e.g. `post-apps-id-submissions`. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** 'read', 'write', 'admin' or 'any' (any valid key). */
  permission: string;
  parameters: ApiField[];
  requestFields: ApiField[];
  requestExample?: string;
  responses: ApiResponse[];
  samples: { curl: string; javascript: string };
}

export interface ApiGroup {
  id: string;
  name: string;
  description: string;
  operations: ApiOperation[];
}

const components = document.components.schemas as unknown as Record<string, Schema>;

/** `schema` itself, or the named schema it refers to (the document names every payload). */
const resolved = (schema: Schema): Schema =>
  schema.$ref ? resolved(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;

export { exampleAppId, exampleScreenshotFile, exampleSubmissionId };
/** The key placeholders: an environment variable in both languages. */
export const apiKeyVariable = `${brand.slug.toUpperCase()}_API_KEY`;
/** An app's publishable key (decision 0060): the client operation's samples read it from here. */
export const publishableKeyVariable = `${brand.slug.toUpperCase()}_PUBLISHABLE_KEY`;

const typeOf = (reference: Schema): string => {
  const schema = resolved(reference);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
      if (type === 'string' && schema.format) return `string (${schema.format})`;
      if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return `object (${typeOf(schema.additionalProperties)} values)`;
      return type;
    })
    .join(' | ');
};

const limitsOf = (reference: Schema): string[] => {
  const schema = resolved(reference);
  return [
    ...(schema.maxLength !== undefined ? [`At most ${schema.maxLength} characters.`] : []),
    ...(schema.maxItems !== undefined ? [`At most ${schema.maxItems} items.`] : []),
    ...(schema.items?.maxLength !== undefined ? [`Each at most ${schema.items.maxLength} characters.`] : []),
    ...(schema.default !== undefined ? [`Default: ${JSON.stringify(schema.default)}.`] : []),
  ];
};

/** An object schema's fields, nested objects and arrays of objects flattened (`apps[].name`). */
function fieldsOf(reference: Schema, prefix = ''): ApiField[] {
  const schema = resolved(reference);
  return Object.entries(schema.properties ?? {}).flatMap(([name, propertyReference]) => {
    const property = resolved(propertyReference);
    const path = `${prefix}${name}`;
    const field: ApiField = {
      name: path,
      type: typeOf(property),
      required: (schema.required ?? []).includes(name),
      description: [property.description ?? '', ...limitsOf(property)].filter(Boolean).join(' '),
    };
    const items = property.items ? resolved(property.items) : undefined;
    const nested = items?.properties
      ? fieldsOf(items, `${path}[].`)
      : property.properties
        ? fieldsOf(property, `${path}.`)
        : [];
    return [field, ...nested];
  });
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/** The last line of every JavaScript sample: the answer's status and body (the docs' samples end so too). */
const printAnswer = 'console.log(response.status, JSON.stringify(body, null, 2));';

/** curl and fetch examples of a multipart upload: the file `exampleScreenshotFile` in its field. */
function uploadSamplesOf(url: string, field: string): ApiOperation['samples'] {
  const curl = [
    `curl ${url}`,
    '-X POST',
    `-H "Authorization: Bearer $${apiKeyVariable}"`,
    `-F "${field}=@${exampleScreenshotFile}"`,
  ].join(
    ' \
  ',
  );
  const javascript = [
    "import { readFile } from 'node:fs/promises';",
    '',
    'const form = new FormData();',
    `const file = new Blob([await readFile('${exampleScreenshotFile}')], { type: 'image/png' });`,
    `form.append('${field}', file, '${exampleScreenshotFile}');`,
    `const response = await fetch('${url}', {`,
    "  method: 'POST',",
    `  headers: { Authorization: \`Bearer \${process.env.${apiKeyVariable}}\` },`,
    '  body: form,',
    '});',
    'const body = await response.json();',
    printAnswer,
  ].join('\n');
  return { curl, javascript };
}

/** curl and fetch examples of an operation, with the example app (and submission) id and body. */
function samplesOf(
  method: string,
  path: string,
  body: unknown,
  permission: string,
  uploadField?: string,
): ApiOperation['samples'] {
  const url = `${document.servers[0]?.url ?? ''}${path
    .replace('{id}', String(exampleAppId))
    .replace('{submissionId}', String(exampleSubmissionId))}`;
  if (uploadField) return uploadSamplesOf(url, uploadField);
  const upper = method.toUpperCase();
  const variable = permission === 'publishable' ? publishableKeyVariable : apiKeyVariable;
  const curl = [
    `curl ${url}`,
    ...(upper === 'GET' ? [] : [`-X ${upper}`]),
    `-H "Authorization: Bearer $${variable}"`,
    ...(body === undefined
      ? []
      : ['-H "Content-Type: application/json"', `-d ${shellQuote(JSON.stringify(body))}`]),
  ].join(' \\\n  ');
  const headers =
    body === undefined
      ? `headers: { Authorization: \`Bearer \${process.env.${variable}}\` },`
      : `headers: {\n    Authorization: \`Bearer \${process.env.${variable}}\`,\n    'Content-Type': 'application/json',\n  },`;
  const options = [
    ...(upper === 'GET' ? [] : [`method: '${upper}',`]),
    headers,
    ...(body === undefined ? [] : [`body: JSON.stringify(${indent(json(body), '  ')}),`]),
  ];
  // An ES module (top-level await): saved as a `.mjs` file it runs with `node`, and prints what it fetched.
  const javascript = `const response = await fetch('${url}', {\n  ${options.join('\n  ')}\n});\nconst body = await response.json();\n${printAnswer}`;
  return { curl, javascript };
}

const anchor = (method: string, path: string) =>
  `${method}-${path.replace('/api/v1/', '')}`
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '')
    .toLowerCase();

function operationOf(method: string, path: string, operation: Operation): ApiOperation {
  const request = operation.requestBody?.content['application/json'];
  const upload = operation.requestBody?.content['multipart/form-data'];
  const uploadField = upload ? Object.keys(resolved(upload.schema).properties ?? {})[0] : undefined;
  // A request body's example is its named schema's (JSON Schema `examples`).
  const requestExample = request ? (request.example ?? resolved(request.schema).examples?.[0]) : undefined;
  return {
    id: anchor(method, path),
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    description: operation.description,
    permission: operation['x-permission'],
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      type: typeOf(parameter.schema),
      in: parameter.in,
      required: parameter.required ?? false,
      description: parameter.description ?? '',
    })),
    requestFields: request ? fieldsOf(request.schema) : upload ? fieldsOf(upload.schema) : [],
    ...(requestExample === undefined ? {} : { requestExample: json(requestExample) }),
    responses: Object.entries(operation.responses).map(([status, response]) => {
      const media = response.content?.['application/json'];
      return {
        status,
        description: response.description,
        fields: media ? fieldsOf(media.schema) : [],
        ...(media?.example === undefined ? {} : { example: json(media.example) }),
      };
    }),
    samples: samplesOf(method, path, requestExample, operation['x-permission'], uploadField),
  };
}

const paths = document.paths as unknown as Record<string, Record<string, Operation>>;

/** An event the platform sends to a developer's endpoints (the document's `webhooks`). */
export interface ApiWebhookEvent {
  /** The anchor on the page, e.g. `event-submission-approved`. */
  id: string;
  type: string;
  /** An example body, as the endpoint receives it. */
  example: string;
}

interface WebhookItem {
  post: { description: string; requestBody: { content: Record<string, MediaType> } };
}

const webhookEvents = Object.entries(document.webhooks as unknown as Record<string, WebhookItem>);

/**
 * The webhooks section: the events with their example bodies and the body every event shares (its
 * words, which the Chinese edition translates, are `apiReferenceText.webhooks`).
 */
export const apiWebhooks = {
  id: 'webhooks',
  guideHref: docPath('webhooks'),
  bodyFields: fieldsOf({ $ref: '#/components/schemas/WebhookEvent' }),
  events: webhookEvents.map(([type, item]): ApiWebhookEvent => ({
    id: `event-${type.replace(/[^a-z0-9]+/gi, '-')}`,
    type,
    example: json(item.post.requestBody.content['application/json']?.example),
  })),
};

/** The document's operations by tag, in the document's tag order. */
export const apiGroups: ApiGroup[] = document.tags.map((tag) => ({
  id: tag.name.toLowerCase(),
  name: tag.name,
  description: tag.description,
  operations: Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.tags.includes(tag.name))
      .map(([method, operation]) => operationOf(method, path, operation)),
  ),
}));

export const apiInfo = {
  title: document.info.title,
  version: document.info.version,
  baseUrl: `${document.servers[0]?.url ?? ''}/api/v1`,
  authentication: document.components.securitySchemes.apiKey.description,
  /** The live document, served by the server (the same as openapi.json, by test). */
  documentUrl: '/api/openapi.json',
  /** How to run the JavaScript examples. */
  appIdNote: `The examples use the app id ${exampleAppId} and the submission id ${exampleSubmissionId}: put your app's id in their place (the console shows it under each app in My Apps) and a submission's id (\`id\` in its answers). The upload examples send the file ${exampleScreenshotFile} from the folder they run in.`,
  javascriptNote:
    'The JavaScript examples are ES modules (they use top-level `await`): save one as `example.mjs` and run `node example.mjs` (Node.js 18 or later). Each prints the status and the body of the answer.',
};

/**
 * The reference's prose, by group and operation anchor: what the Chinese edition translates (decision
 * 0063). Parameters and responses in the document's order (a parameter's own name is code). The schemas'
 * field descriptions are not here: they stay the document's, in English.
 */
export const apiReferenceText = {
  webhooks: {
    heading: 'Webhooks',
    intro: `Events sent to your endpoints as a POST with a JSON body, signed in the \`${brand.name}-Signature\` header. Register endpoints and pick their events in the console; the webhooks guide shows how to verify a signature, with a sample.`,
    guideLabel: 'Read the webhooks guide',
    signature: document.components.securitySchemes.webhookSignature.description,
    bodyCaption: 'The body of every event',
    events: Object.fromEntries(webhookEvents.map(([type, item]) => [type, item.post.description])),
  },
  info: {
    authentication: apiInfo.authentication,
    appIdNote: apiInfo.appIdNote,
    javascriptNote: apiInfo.javascriptNote,
  },
  groups: Object.fromEntries(
    apiGroups.map((group) => [group.id, { name: group.name, description: group.description }]),
  ),
  operations: Object.fromEntries(
    apiGroups.flatMap((group) =>
      group.operations.map((operation) => [
        operation.id,
        {
          summary: operation.summary,
          description: operation.description,
          parameters: operation.parameters.map((parameter) => parameter.description),
          responses: Object.fromEntries(
            operation.responses.map((response) => [response.status, response.description]),
          ),
        },
      ]),
    ),
  ),
};

/** The reference page's own words around the document's. */
export const apiReferenceLabels = {
  download: 'Download the OpenAPI document',
  basicsHeading: 'Base URL and authentication',
  // The sentences around the base URL and the key's header and variable (code): their spaces included,
  // since a Chinese sentence puts none before its full stop.
  baseUrl: 'Base URL: ',
  apiVersion: (version: string) => ` (API version ${version}).`,
  send: 'Send ',
  withEveryRequest: ' with every request. ',
  examplesRead: ' The examples read it from the ',
  environmentVariable: ' environment variable.',
  permission: 'Permission:',
  permissionText: (permission: string) =>
    permission === 'any'
      ? 'Any valid secret API key'
      : permission === 'publishable'
        ? "The app's publishable key (secret keys are refused)"
        : `An API key with the '${permission}' permission`,
  adminImplies: " ('admin' implies 'write' and 'read').",
  sentenceEnd: '.',
  parameters: 'Parameters',
  parametersOf: (summary: string) => `Parameters of ${summary}`,
  requestBody: 'Request body',
  requestBodyOf: (summary: string) => `Request body of ${summary}`,
  exampleBody: 'Example body',
  responses: 'Responses',
  answerOf: (status: string, summary: string) => `${status} answer of ${summary}`,
  errorBody: (status: string) => `${status} body`,
  examples: 'Examples',
  field: 'Field',
  type: 'Type',
  description: 'Description',
  required: 'required',
  parameterIn: (type: string, where: string) => `${type} (in ${where})`,
};
