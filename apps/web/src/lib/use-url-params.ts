/**
 * Screen state kept in the URL's query string (a list's tab, search, filters, sort and page), so a reload,
 * Back and a shared link show the same screen. Read with wouter's `useSearch`, written with its `navigate`:
 * each change is a history entry (Back returns to the previous filter), a value equal to its default
 * leaves the URL, and parameters this screen does not own stay as they are.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebounced } from './use-debounced.ts';

export type UrlParams<K extends string> = Record<K, string>;
export type SetUrlParams<K extends string> = (patch: Partial<Record<K, string>>) => void;

export function useUrlParams<K extends string>(defaults: UrlParams<K>): [UrlParams<K>, SetUrlParams<K>] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const values = useMemo(() => {
    const params = new URLSearchParams(search);
    const read = {} as UrlParams<K>;
    for (const key of Object.keys(defaults) as K[]) read[key] = params.get(key) ?? defaults[key];
    return read;
    // `defaults` is a literal per render; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, JSON.stringify(defaults)]);

  // The latest URL and defaults, so a setter kept by a child or an effect never writes a stale query.
  const latest = useRef({ search, location, defaults });
  latest.current = { search, location, defaults };

  const set = useCallback<SetUrlParams<K>>(
    (patch) => {
      const { search: current, location: path, defaults: initial } = latest.current;
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value === undefined || value === initial[key]) params.delete(key);
        else params.set(key, value);
      }
      const query = params.toString();
      if (query === current) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [navigate],
  );
  return [values, set];
}

/**
 * A search box over a URL parameter: the box follows typing at once, the URL (and so the query) follows
 * after a short pause, a cleared box at once; Back or a link changing the parameter refills the box.
 */
export function useUrlSearchBox(value: string, write: (text: string) => void) {
  const [text, setText] = useState(value);
  const typed = text.trim();
  const debounced = useDebounced(typed);
  // Only a value the typing has settled on (or a cleared box) is written; null while it is still moving.
  const settled = typed === '' ? '' : debounced === typed ? typed : null;
  // What this box last wrote (or was last given): a URL value other than it came from outside.
  const known = useRef(value);
  useEffect(() => {
    if (settled === null || settled === known.current) return;
    known.current = settled;
    write(settled);
  }, [settled, write]);
  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setText(value);
  }, [value]);
  return { text, setText };
}

/** A 1-based `page` parameter as the list offset, and back. */
export const offsetOf = (page: string, pageSize: number) =>
  Math.max(0, (Number.parseInt(page, 10) || 1) - 1) * pageSize;
export const pageOf = (offset: number, pageSize: number) => String(Math.floor(offset / pageSize) + 1);
