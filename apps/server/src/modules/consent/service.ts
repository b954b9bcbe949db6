import { blankToNull, type ConsentLog } from '@app/contracts';
import { consentLogs } from '@app/db';
import type { AppContext } from '../../context.ts';

/**
 * Records a cookie-consent choice. The address is stored truncated (see lib/ip.ts): enough to spot abuse,
 * not enough to identify a visitor. The log is itself the record, so there is no audit entry.
 */
export async function logConsent(
  ctx: AppContext,
  input: ConsentLog,
  meta: { ipAddress: string | null },
): Promise<{ id: number }> {
  const [row] = await ctx.db
    .insert(consentLogs)
    .values({
      timestamp: new Date(input.timestamp),
      action: input.action,
      preferences: input.preferences,
      userAgent: blankToNull(input.userAgent),
      domain: blankToNull(input.domain),
      consentId: input.consentId ?? null,
      revision: input.revision ?? null,
      source: input.source ?? 'banner',
      ipAddress: meta.ipAddress,
    })
    .returning({ id: consentLogs.id });
  if (!row) throw new Error('consent_logs insert returned no row');
  return { id: row.id };
}
