/**
 * The current release of an SDK, as staff published it (GET /api/sdk-releases), for the SDK pages. Read
 * after hydration: the prerendered page links to the release-notes page instead (complete without
 * JavaScript), and a failed read leaves it so. No TanStack Query here, to keep public pages light.
 */
import { useEffect, useState } from 'react';
import type { SdkId, SdkRelease } from '@app/contracts/api/sdk-releases';

export function useCurrentRelease(sdk: SdkId): SdkRelease | undefined {
  const [release, setRelease] = useState<SdkRelease>();
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/sdk-releases', { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ releases: SdkRelease[] }>) : undefined))
      .then((body) => setRelease(body?.releases.find((r) => r.sdk === sdk && r.current)))
      .catch(() => {
        // Aborted on unmount, or offline: the card keeps its link to the release notes.
      });
    return () => abort.abort();
  }, [sdk]);
  return release;
}
