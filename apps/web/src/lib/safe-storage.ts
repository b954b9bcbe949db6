/**
 * localStorage that never throws: storage can be disabled (privacy modes, blocked third-party
 * contexts) or full, and a widget must then behave as if nothing was stored.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the choice still applies to this page view.
  }
}
