/**
 * Anti-abuse fields of every public form (see `@app/contracts` guard.ts): a time token fetched from
 * the server when the form mounts (never during render: the forms sit on prerendered pages) and a
 * honeypot input people leave empty. The server decides what a missing or bad value means.
 */
import type { GuardFields } from '@app/contracts/forms/guard';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { apiRequest } from '../../lib/api.ts';

const FORM_TOKEN_URL = '/api/form-token';

/**
 * `HONEYPOT_FIELD` and `TIME_TOKEN_FIELD` of the contracts, checked against its types: importing the
 * values would load the contracts' zod schemas into every page (the newsletter widget is on all).
 */
export const HONEYPOT_FIELD = '_hp' satisfies keyof GuardFields;
const TIME_TOKEN_FIELD = '_t' satisfies keyof GuardFields;

async function fetchFormToken(): Promise<string | undefined> {
  try {
    const res = await apiRequest('GET', FORM_TOKEN_URL);
    const body = (await res.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : undefined;
  } catch {
    // No token: the submission still goes out and the server applies its own rule.
    return undefined;
  }
}

export interface FormGuard {
  /** Attach to the honeypot input (`HoneypotField`). */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /**
   * `_hp` and `_t` for a submission; waits for (or retries) the token fetch. The token is kept for
   * later attempts: it stays valid for hours, and a fresh one would be "too young" for a quick retry.
   */
  fields: () => Promise<GuardFields>;
}

/** `enabled: false` defers the token fetch (e.g. while a widget is not shown). */
export function useFormGuard(enabled = true): FormGuard {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const token = useRef<string | undefined>(undefined);
  const pending = useRef<Promise<string | undefined> | undefined>(undefined);

  const load = useCallback(() => {
    const request = fetchFormToken().then((value) => {
      token.current = value;
      if (pending.current === request) pending.current = undefined;
      return value;
    });
    pending.current = request;
    return request;
  }, []);

  useEffect(() => {
    if (enabled && token.current === undefined && pending.current === undefined) void load();
  }, [enabled, load]);

  const fields = useCallback(async (): Promise<GuardFields> => {
    const value = token.current ?? (await (pending.current ?? load()));
    return {
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      ...(value ? { [TIME_TOKEN_FIELD]: value } : {}),
    };
  }, [load]);

  return { honeypotRef, fields };
}
