/**
 * Toast store (spec: one toast at a time; a dismissed toast is removed after 1,000,000 ms).
 * A module-level store so code outside React (mutations, guards) can raise toasts.
 */
import type { ToastMessage } from '@app/contracts/messages';
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismiss(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

/**
 * Raises one of the toasts of messages.ts; `description` replaces its default text when given. The handle
 * closes it early (e.g. a failure toast once the retry succeeded).
 */
export function notify(
  message: ToastMessage,
  options: { destructive?: boolean; description?: string | undefined } = {},
): { dismiss: () => void } {
  return toast({
    title: message.title,
    description: options.description ?? message.description,
    variant: options.destructive ? 'destructive' : 'default',
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;
const serverSnapshot = (): ToastData[] => [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
