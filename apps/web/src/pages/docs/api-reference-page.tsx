import { Fragment } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import {
  apiGroups,
  apiInfo,
  apiKeyVariable,
  apiWebhooks,
  type ApiField,
  type ApiOperation,
} from '../../content/api-reference.ts';
import { apiReferencePath, docsMeta } from '../../content/docs.ts';
import { sdkApiOverview } from '../../content/resources.ts';
import { DocsLayout, type NavLink } from '../../features/developers/docs-layout.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageHead } from '../../lib/head.tsx';
import { withSiteOrigin } from '../../lib/site-origin.ts';

const sdkOverviewId = 'sdk-overview';

const methodColours: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-brand-100 text-brand-900',
  DELETE: 'bg-rose-100 text-rose-900',
};

const permissionText = (permission: string) =>
  permission === 'any'
    ? 'Any valid secret API key'
    : permission === 'publishable'
      ? "The app's publishable key (secret keys are refused)"
      : `An API key with the '${permission}' permission`;

/** Text from the document, its `code` spans (Markdown's backticks) set as code. */
function DocText({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.875em] text-slate-900">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <figure className="mt-3">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
      </figcaption>
      <pre
        tabIndex={0}
        data-copy-code=""
        className="mt-1 overflow-x-auto rounded-lg bg-ink-900 p-4 font-mono text-sm leading-6 text-slate-100"
      >
        <code>{withSiteOrigin(children)}</code>
      </pre>
    </figure>
  );
}

/** A nested field's name (`apps[].submissions[].status`), which a narrow column may wrap after a dot. */
function BreakAfterDots({ name }: { name: string }) {
  return name.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function FieldTable({ fields, caption }: { fields: ApiField[]; caption: string }) {
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      {/* On a phone the type sits under the field's name, so the table fits the screen without scrolling. */}
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-900">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Field
            </th>
            <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
              Type
            </th>
            <th scope="col" className="py-2 font-semibold">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4">
                <code className="font-mono text-[0.8125rem] text-slate-900">
                  <BreakAfterDots name={field.name} />
                </code>
                {field.required && <span className="ml-1 text-xs font-medium text-rose-700">required</span>}
                <div className="mt-0.5 font-mono text-[0.8125rem] text-slate-700 sm:hidden">{field.type}</div>
              </td>
              <td className="hidden py-2 pr-4 font-mono text-[0.8125rem] text-slate-700 sm:table-cell">
                {field.type}
              </td>
              <td className="py-2 text-slate-700 wrap-break-word">
                <DocText text={field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Operation({ operation }: { operation: ApiOperation }) {
  const [description, ...notes] = operation.description.split('\n\n');
  const h = (part: string) => `${operation.id}-${part}`;
  return (
    <section aria-labelledby={operation.id} className="mt-10 border-t border-slate-200 pt-8">
      <h3 id={operation.id} className="scroll-mt-24 text-xl font-semibold text-slate-900">
        {operation.summary}
      </h3>
      <p className="mt-3 flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={cn('rounded px-2 py-0.5 font-bold', methodColours[operation.method])}>
          {operation.method}
        </span>
        <span className="break-all text-slate-900">{operation.path}</span>
      </p>
      <p className="mt-3 text-slate-700">
        <DocText text={description ?? ''} />
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <strong className="font-semibold text-slate-900">Permission:</strong>{' '}
        {permissionText(operation.permission)}
        {notes.length > 0 && operation.permission !== 'any' && operation.permission !== 'publishable'
          ? " ('admin' implies 'write' and 'read')."
          : '.'}
      </p>
      {operation.parameters.length > 0 && (
        <>
          <h4 id={h('parameters')} className="mt-6 font-semibold text-slate-900">
            Parameters
          </h4>
          <FieldTable fields={operation.parameters} caption={`Parameters of ${operation.summary}`} />
        </>
      )}
      {operation.requestFields.length > 0 && (
        <>
          <h4 id={h('request')} className="mt-6 font-semibold text-slate-900">
            Request body <span className="font-normal text-slate-500">(application/json)</span>
          </h4>
          <FieldTable fields={operation.requestFields} caption={`Request body of ${operation.summary}`} />
          {operation.requestExample && <Code label="Example body">{operation.requestExample}</Code>}
        </>
      )}
      <h4 id={h('responses')} className="mt-6 font-semibold text-slate-900">
        Responses
      </h4>
      <ul className="mt-2 space-y-4">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <p className="text-sm">
              <code
                className={cn(
                  'rounded px-1.5 py-0.5 font-mono font-bold',
                  response.status.startsWith('2')
                    ? 'bg-emerald-100 text-emerald-900'
                    : 'bg-rose-100 text-rose-900',
                )}
              >
                {response.status}
              </code>{' '}
              <span className="text-slate-700">
                <DocText text={response.description} />
              </span>
            </p>
            {response.status.startsWith('2') ? (
              <FieldTable
                fields={response.fields}
                caption={`${response.status} answer of ${operation.summary}`}
              />
            ) : (
              response.example && <Code label={`${response.status} body`}>{response.example}</Code>
            )}
          </li>
        ))}
      </ul>
      <h4 id={h('examples')} className="mt-6 font-semibold text-slate-900">
        Examples
      </h4>
      <Code label="curl">{operation.samples.curl}</Code>
      <Code label="JavaScript">{operation.samples.javascript}</Code>
    </section>
  );
}

const referenceNav: NavLink[] = [
  ...apiGroups.map((group) => ({
    href: `#${group.id}`,
    label: group.name,
    children: group.operations.map((operation) => ({ href: `#${operation.id}`, label: operation.summary })),
  })),
  {
    href: `#${apiWebhooks.id}`,
    label: apiWebhooks.heading,
    children: apiWebhooks.events.map((event) => ({ href: `#${event.id}`, label: event.type })),
  },
  { href: `#${sdkOverviewId}`, label: sdkApiOverview.heading },
];

/** The events the platform sends: the body they share, how they are signed, and each with an example. */
function Webhooks() {
  return (
    <section aria-labelledby={apiWebhooks.id} className="mt-14">
      <h2 id={apiWebhooks.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
        {apiWebhooks.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        <DocText text={apiWebhooks.intro} />{' '}
        <SmartLink
          href={apiWebhooks.guide.href}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {apiWebhooks.guide.label}
        </SmartLink>
      </p>
      <p className="mt-3 max-w-3xl text-sm text-slate-700">
        <DocText text={apiWebhooks.signature} />
      </p>
      <FieldTable fields={apiWebhooks.bodyFields} caption="The body of every event" />
      {apiWebhooks.events.map((event) => (
        <section key={event.id} aria-labelledby={event.id} className="mt-10 border-t border-slate-200 pt-8">
          <h3 id={event.id} className="scroll-mt-24 font-mono text-lg font-semibold text-slate-900">
            {event.type}
          </h3>
          <p className="mt-3 text-slate-700">
            <DocText text={event.description} />
          </p>
          <Code label="Example body">{event.example}</Code>
        </section>
      ))}
    </section>
  );
}

/** /docs/api: the HTTP API, operation by operation, from the OpenAPI document; then the SDKs' APIs. */
export default function ApiReferencePage() {
  const meta = docsMeta[apiReferencePath]!;
  usePageHead(meta);
  return (
    <DocsLayout
      path={apiReferencePath}
      title={meta.title}
      lead={meta.description}
      extra={referenceNav}
      heroActions={
        <div className="mt-8 flex flex-wrap gap-3">
          {/* A plain link: the document is a file from the server, not a page of the app. */}
          <a href={apiInfo.documentUrl} download="openapi.json" className={buttonClass('primary')}>
            Download the OpenAPI document
          </a>
        </div>
      }
    >
      <section aria-labelledby="api-basics" className="max-w-3xl">
        <h2 id="api-basics" className="text-2xl font-bold tracking-tight text-slate-900">
          Base URL and authentication
        </h2>
        <p className="mt-3 text-slate-700">
          Base URL:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
            {withSiteOrigin(apiInfo.baseUrl)}
          </code>{' '}
          (API version {apiInfo.version}).
        </p>
        <p className="mt-3 text-slate-700">
          Send{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
            Authorization: Bearer &lt;key&gt;
          </code>{' '}
          with every request. <DocText text={apiInfo.authentication} /> The examples read it from the{' '}
          <code className="font-mono text-sm">{apiKeyVariable}</code> environment variable.
        </p>
        <p className="mt-3 text-slate-700">
          {apiInfo.appIdNote} <DocText text={apiInfo.javascriptNote} />
        </p>
      </section>
      {apiGroups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-14">
          <h2 id={group.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
            {group.name}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">{group.description}</p>
          {group.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
      <Webhooks />
      <section aria-labelledby={sdkOverviewId} className="mt-16 border-t border-slate-200 pt-10">
        <h2 id={sdkOverviewId} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
          {sdkApiOverview.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">{sdkApiOverview.intro}</p>
        {sdkApiOverview.sections.map((section) => (
          <div key={section.heading} className="mt-8">
            <h3 className="text-xl font-semibold text-slate-900">{section.heading}</h3>
            <p className="mt-1 text-slate-600">{section.intro}</p>
            <div className="mt-4">
              <LinkCardGrid cards={section.items} columns={3} />
            </div>
          </div>
        ))}
      </section>
    </DocsLayout>
  );
}
