/**
 * Request log: the latest requests made with the developer's API keys (time, method, path, status, request
 * id, error code), of all keys or one, or the one request with an id pasted from an `X-Request-Id` header
 * or an error body. The key and the request id are kept in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Field, Input, Select } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { requestLogCopy } from '../../content/webhooks.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { useColon, useConsoleDates } from './console-text.ts';
import { useUrlParams, useUrlSearchBox } from '../../lib/use-url-params.ts';
import { useSessionEnded } from './api.ts';
import { useConsole } from './console-context.tsx';
import type { ConsoleKey } from './types.ts';
import { requestLogQuery, type RequestLogEntry } from './webhooks-api.ts';

const statusTone = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'yellow' : 'green');

function RequestRow({ entry }: { entry: RequestLogEntry }) {
  const copy = useContent('requestLogCopy', requestLogCopy);
  const dates = useConsoleDates();
  const colon = useColon();
  return (
    <li className="grid gap-1 py-3" data-testid="request-log-entry">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(entry.status)} className="font-mono">
          {entry.status}
        </Badge>
        <span className="font-mono text-sm font-semibold text-slate-900">{entry.method}</span>
        <span className="min-w-0 font-mono text-sm break-all text-slate-900">{entry.path}</span>
        {entry.errorCode && (
          <span className="font-mono text-xs text-red-700">
            {copy.columns.errorCode}
            {colon}
            {entry.errorCode}
          </span>
        )}
      </div>
      <p className="text-xs text-slate-600">
        {dates.dateTime(entry.createdAt)} · {copy.columns.key}
        {colon}
        {entry.keyName} ({entry.keyPrefix}…)
      </p>
      <p className="text-xs text-slate-600">
        {copy.columns.requestId}
        {colon}
        <span className="font-mono break-all text-slate-900">{entry.requestId}</span>
      </p>
    </li>
  );
}

export function RequestLogTab({ keys }: { keys: ConsoleKey[] }) {
  const { demo } = useConsole();
  const sessionEnded = useSessionEnded();
  const [url, setUrl] = useUrlParams({ logKey: '', requestId: '' });
  const search = useUrlSearchBox(url.requestId, (text) => setUrl({ requestId: text }));
  const list = useQuery({
    ...requestLogQuery({ keyId: url.logKey, requestId: url.requestId }),
    enabled: !demo,
  });
  const copy = useContent('requestLogCopy', requestLogCopy);
  const ui = useContent('consoleUi', consoleUi);
  const keyField = useId();
  const searchField = useId();
  const requests = list.data?.requests ?? [];

  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{copy.heading}</h2>
        <p className="text-sm text-slate-600">{copy.lead}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={keyField} label={copy.key}>
          <Select
            id={keyField}
            value={url.logKey}
            onChange={(event) => setUrl({ logKey: event.target.value })}
          >
            <option value="">{copy.allKeys}</option>
            {keys.map((key) => (
              <option key={key.id} value={String(key.id)}>
                {key.keyName} ({key.keyPrefix}…)
              </option>
            ))}
          </Select>
        </Field>
        <Field id={searchField} label={copy.search}>
          <Input
            id={searchField}
            type="search"
            value={search.text}
            placeholder={copy.searchPlaceholder}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => search.setText(event.target.value)}
            className="font-mono"
          />
        </Field>
      </div>
      {list.isError && !sessionEnded(list.error) && (
        <p role="alert" className="text-sm text-red-700">
          {copy.loadFailed}{' '}
          <button className="underline" onClick={() => void list.refetch()}>
            {copy.retry}
          </button>
        </p>
      )}
      {requests.length === 0 ? (
        <Card className="p-8 text-center">
          <Icon name="file" className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">
            {list.isPending && !demo ? ui.requests.loading : url.requestId ? copy.notFound : copy.empty}
          </p>
          {!url.requestId && <p className="mt-1 text-sm text-slate-600">{copy.emptyHint}</p>}
        </Card>
      ) : (
        <Card className="px-5">
          <ul className="divide-y divide-slate-100" aria-label={copy.heading}>
            {requests.map((entry) => (
              <RequestRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
