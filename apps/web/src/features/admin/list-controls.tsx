/** Small building blocks of the staff lists: search box, pager, status badge, sort header, retry screen. */
import { pageMessages } from '@app/contracts/messages';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { capitalize } from './format.ts';

export function SearchBox({
  id,
  value,
  onChange,
  label,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  const text = placeholder ?? label;
  // As wide as its placeholder (1ch is at least an average letter, plus the icon and padding), so the
  // hint is never cut where there is room; never wider than the line (full width on a phone).
  const width = { '--search-width': `calc(${text.length}ch + 3.25rem)` } as CSSProperties;
  return (
    <div className="relative w-full max-w-full sm:w-auto sm:shrink-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={text}
        style={width}
        className="max-w-full pl-9 sm:w-(--search-width)"
        maxLength={200}
      />
    </div>
  );
}

export function Pager({
  offset,
  limit,
  total,
  onOffset,
  label = 'items',
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600" aria-live="polite">
        Showing {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')} of {total.toLocaleString('en-US')}{' '}
        {label}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          Previous
        </Button>
        <span className="text-slate-700">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

const tones: Record<string, 'yellow' | 'green' | 'red' | 'brand' | 'neutral'> = {
  pending: 'yellow',
  under_review: 'brand',
  approved: 'green',
  rejected: 'red',
  active: 'green',
  inactive: 'neutral',
  unconfirmed: 'yellow',
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{label ?? capitalize(status.replace(/_/g, ' '))}</Badge>;
}

export type SortDir = 'asc' | 'desc';

/** A column header that toggles the server-side sort of its field. */
export function SortHeader({
  field,
  sort,
  onSort,
  children,
}: {
  field: string;
  sort: { field: string; dir: SortDir };
  onSort: (next: { field: string; dir: SortDir }) => void;
  children: ReactNode;
}) {
  const active = sort.field === field;
  const nextDir: SortDir = active && sort.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      // `relative`: the cell contains its screen-reader text (absolutely positioned), which would otherwise
      // widen the page instead of scrolling with the table.
      className="relative px-2 py-2 text-left font-semibold whitespace-nowrap"
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-brand-700"
        onClick={() => onSort({ field, dir: nextDir })}
      >
        {children}
        <span aria-hidden="true" className="text-xs text-slate-500">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="sr-only">, sort {nextDir === 'asc' ? 'ascending' : 'descending'}</span>
      </button>
    </th>
  );
}

export function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-2 py-2 text-left font-semibold whitespace-nowrap ${className ?? ''}`}>
      {children}
    </th>
  );
}

export function ErrorScreen({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-10 text-center">
      <Icon name="alert" className="mx-auto h-8 w-8 text-red-700" />
      <h2 className="mt-3 text-lg font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-800">
        The list could not be loaded. Check your connection and try again.
      </p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        <Icon name="refresh" className="h-4 w-4" />
        {pageMessages.retry}
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/** Label/value rows for detail dialogs; values are always rendered as text. */
export function DetailList({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
