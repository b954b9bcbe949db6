/**
 * What every console tab needs besides its data: whether this is the read-only demo, a guard for write
 * actions (in the demo it opens the sign-in prompt instead), and the shared dialogs and tab switch.
 */
import type { KeyMode } from '@app/contracts/options';
import { createContext, useContext } from 'react';

export type ConsoleTab =
  'overview' | 'apps' | 'keys' | 'webhooks' | 'requests' | 'devices' | 'downloads' | 'profile';

export interface ConsoleActions {
  demo: boolean;
  /** The data shown: live, or test (the Test / Live switch; decision 0060). */
  mode: KeyMode;
  /** Shows a key's secret once (a new or rolled key). */
  showSecret(secret: string, keyName: string): void;
  /** True when the action must stop (demo: the sign-in prompt opens, naming `action`). */
  blocked(action: string): boolean;
  openCreateApp(): void;
  openGenerateKey(): void;
  goTo(tab: ConsoleTab): void;
}

const ConsoleContext = createContext<ConsoleActions | null>(null);
export const ConsoleProvider = ConsoleContext.Provider;

export function useConsole(): ConsoleActions {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside ConsoleProvider');
  return value;
}
