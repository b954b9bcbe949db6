/**
 * The console's Test / Live switch (decision 0060): the mode is the URL's `?mode=test` (live when
 * absent), so a reload, Back and a shared link show the same data.
 */
import type { KeyMode } from '@app/contracts/options';
import { useUrlParams } from '../../lib/use-url-params.ts';

export function useConsoleMode(): [KeyMode, (mode: KeyMode) => void] {
  const [params, set] = useUrlParams({ mode: 'live' });
  const mode: KeyMode = params.mode === 'test' ? 'test' : 'live';
  return [mode, (next) => set({ mode: next })];
}
