/**
 * What a visitor entered in a prerendered form before its island hydrated (see hydrate-when-near.tsx):
 * the island reads its form's FormData just before hydrating and provides it here; the form hands it to
 * react-hook-form as its values, so hydration keeps what was typed or ticked.
 */
import { createContext } from 'react';

export const FormEntries = createContext<FormData | null>(null);

/** `entries` shaped like `defaults` (lists for lists, a tick for booleans); names it lacks keep their default. */
export function valuesFromEntries<T extends object>(defaults: T, entries: FormData): T {
  const values: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, initial] of Object.entries(defaults)) {
    if (Array.isArray(initial)) values[name] = entries.getAll(name).filter((v) => typeof v === 'string');
    else if (typeof initial === 'boolean') values[name] = entries.has(name);
    else {
      const value = entries.get(name);
      if (typeof value === 'string') values[name] = value;
    }
  }
  return values as T;
}
