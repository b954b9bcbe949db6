import { Fragment } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import {
  apiGroups,
  apiInfo,
  apiKeyVariable,
  apiWebhooks,
  apiReferenceLabels as apiReferenceLabelsEn,
  apiReferenceText as apiReferenceTextEn,
  type ApiField,
  type ApiOperation,
} from '../../content/api-reference.ts';
import { apiReferenceMeta as apiReferenceMetaEn, apiReferencePath } from '../../content/docs.ts';
import { sdkApiOverview as sdkApiOverviewEn } from '../../content/resources.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
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

type Labels = typeof apiReferenceLabelsEn;
type OperationText = (typeof apiReferenceTextEn.operations)[string];
type WebhooksText = typeof apiReferenceTextEn.webhooks;

/**
 * The prose of `key` (a group's or an operation's anchor, a status). No fallback (decision 0063): a
 * catalogue without it does not render, and the catalogue check names what is missing.
 */
function entry<T>(texts: Readonly<Record<string, T>>, key: string): T {
  const text = texts[key];
  if (text === undefined) throw new Error(`the API reference's text has no ${key}`);
  return text;
}

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

/**
 * A table of fields. `describedInEnglish`: the descriptions are the OpenAPI document's schemas', which
 * the Chinese edition does not translate; their cells say they are English (`lang`), for screen readers
 * and the catalogue check. `descriptions` replaces them (a parameter's, translated) when given.
 */
function FieldTable({
  fields,
  caption,
  labels,
  descriptions,
}: {
  fields: ApiField[];
  caption: string;
  labels: Labels;
  descriptions?: readonly string[] | undefined;
}) {
  const locale = useLocale();
  const englishCells = !descriptions && locale !== 'en';
  const typeOf = (field: ApiField) => (field.in ? labels.parameterIn(field.type, field.in) : field.type);
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      {/* On a phone the type sits under the field's name, so the table fits the screen without scrolling. */}
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-900">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {labels.field}
            </th>
            <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
              {labels.type}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {labels.description}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <tr key={field.name} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4">
                <code className="font-mono text-[0.8125rem] text-slate-900">
                  <BreakAfterDots name={field.name} />
                </code>
                {field.required && (
                  <span className="ml-1 text-xs font-medium text-rose-700">{labels.required}</span>
                )}
                <div className="mt-0.5 font-mono text-[0.8125rem] text-slate-700 sm:hidden">
                  {typeOf(field)}
                </div>
              </td>
              <td className="hidden py-2 pr-4 font-mono text-[0.8125rem] text-slate-700 sm:table-cell">
                {typeOf(field)}
              </td>
              <td className="py-2 text-slate-700 wrap-anywhere" lang={englishCells ? 'en' : undefined}>
                <DocText text={descriptions?.[index] ?? field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Operation({
  operation,
  text,
  labels,
}: {
  operation: ApiOperation;
  text: OperationText;
  labels: Labels;
}) {
  const [description, ...notes] = text.description.split('\n\n');
  const h = (part: string) => `${operation.id}-${part}`;
  return (
    <section aria-labelledby={operation.id} className="mt-10 border-t border-slate-200 pt-8">
      <h3 id={operation.id} className="scroll-mt-24 text-xl font-semibold text-slate-900">
        {text.summary}
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
        <strong className="font-semibold text-slate-900">{labels.permission}</strong>{' '}
        {labels.permissionText(operation.permission)}
        {notes.length > 0 && operation.permission !== 'any' && operation.permission !== 'publishable'
          ? labels.adminImplies
          : labels.sentenceEnd}
      </p>
      {operation.parameters.length > 0 && (
        <>
          <h4 id={h('parameters')} className="mt-6 font-semibold text-slate-900">
            {labels.parameters}
          </h4>
          <FieldTable
            fields={operation.parameters}
            caption={labels.parametersOf(text.summary)}
            labels={labels}
            descriptions={text.parameters}
          />
        </>
      )}
      {operation.requestFields.length > 0 && (
        <>
          <h4 id={h('request')} className="mt-6 font-semibold text-slate-900">
            {labels.requestBody} <span className="font-normal text-slate-500">(application/json)</span>
          </h4>
          <FieldTable
            fields={operation.requestFields}
            caption={labels.requestBodyOf(text.summary)}
            labels={labels}
          />
          {operation.requestExample && <Code label={labels.exampleBody}>{operation.requestExample}</Code>}
        </>
      )}
      <h4 id={h('responses')} className="mt-6 font-semibold text-slate-900">
        {labels.responses}
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
                <DocText text={entry(text.responses, response.status)} />
              </span>
            </p>
            {response.status.startsWith('2') ? (
              <FieldTable
                fields={response.fields}
                caption={labels.answerOf(response.status, text.summary)}
                labels={labels}
              />
            ) : (
              response.example && <Code label={labels.errorBody(response.status)}>{response.example}</Code>
            )}
          </li>
        ))}
      </ul>
      <h4 id={h('examples')} className="mt-6 font-semibold text-slate-900">
        {labels.examples}
      </h4>
      <Code label="curl">{operation.samples.curl}</Code>
      <Code label="JavaScript">{operation.samples.javascript}</Code>
    </section>
  );
}

/** The events the platform sends: the body they share, how they are signed, and each with an example. */
function Webhooks({ text, labels }: { text: WebhooksText; labels: Labels }) {
  return (
    <section aria-labelledby={apiWebhooks.id} className="mt-14">
      <h2 id={apiWebhooks.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        <DocText text={text.intro} />{' '}
        <SmartLink
          href={apiWebhooks.guideHref}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {text.guideLabel}
        </SmartLink>
      </p>
      <p className="mt-3 max-w-3xl text-sm text-slate-700">
        <DocText text={text.signature} />
      </p>
      <FieldTable fields={apiWebhooks.bodyFields} caption={text.bodyCaption} labels={labels} />
      {apiWebhooks.events.map((event) => (
        <section key={event.id} aria-labelledby={event.id} className="mt-10 border-t border-slate-200 pt-8">
          <h3 id={event.id} className="scroll-mt-24 font-mono text-lg font-semibold text-slate-900">
            {event.type}
          </h3>
          <p className="mt-3 text-slate-700">
            <DocText text={entry(text.events, event.type)} />
          </p>
          <Code label={labels.exampleBody}>{event.example}</Code>
        </section>
      ))}
    </section>
  );
}

/** /docs/api: the HTTP API, operation by operation, from the OpenAPI document; then the SDKs' APIs. */
export default function ApiReferencePage() {
  const meta = useContent('apiReferenceMeta', apiReferenceMetaEn);
  const labels = useContent('apiReferenceLabels', apiReferenceLabelsEn);
  const text = useContent('apiReferenceText', apiReferenceTextEn);
  const sdkApiOverview = useContent('sdkApiOverview', sdkApiOverviewEn);
  usePageHead(meta);
  const operationText = (operation: ApiOperation): OperationText => entry(text.operations, operation.id);
  const groupText = (group: (typeof apiGroups)[number]) => entry(text.groups, group.id);
  const referenceNav: NavLink[] = [
    ...apiGroups.map((group) => ({
      href: `#${group.id}`,
      label: groupText(group).name,
      children: group.operations.map((operation) => ({
        href: `#${operation.id}`,
        label: operationText(operation).summary,
      })),
    })),
    {
      href: `#${apiWebhooks.id}`,
      label: text.webhooks.heading,
      children: apiWebhooks.events.map((event) => ({ href: `#${event.id}`, label: event.type })),
    },
    { href: `#${sdkOverviewId}`, label: sdkApiOverview.heading },
  ];
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
            {labels.download}
          </a>
        </div>
      }
    >
      <section aria-labelledby="api-basics" className="max-w-3xl">
        <h2 id="api-basics" className="text-2xl font-bold tracking-tight text-slate-900">
          {labels.basicsHeading}
        </h2>
        <p className="mt-3 text-slate-700">
          {labels.baseUrl}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
            {withSiteOrigin(apiInfo.baseUrl)}
          </code>
          {labels.apiVersion(apiInfo.version)}
        </p>
        <p className="mt-3 text-slate-700">
          {labels.send}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
            Authorization: Bearer &lt;key&gt;
          </code>
          {labels.withEveryRequest}
          <DocText text={text.info.authentication} />
          {labels.examplesRead}
          <code className="font-mono text-sm">{apiKeyVariable}</code>
          {labels.environmentVariable}
        </p>
        <p className="mt-3 text-slate-700">
          {text.info.appIdNote} <DocText text={text.info.javascriptNote} />
        </p>
      </section>
      {apiGroups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-14">
          <h2 id={group.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
            {groupText(group).name}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">{groupText(group).description}</p>
          {group.operations.map((operation) => (
            <Operation
              key={operation.id}
              operation={operation}
              text={operationText(operation)}
              labels={labels}
            />
          ))}
        </section>
      ))}
      <Webhooks text={text.webhooks} labels={labels} />
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
