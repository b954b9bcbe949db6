/**
 * The campaign cookie (set by the analytics script only with marketing consent, see site-storage.ts): a
 * JSON array [source, medium, campaign] of the UTM parameters the visitor arrived with. A lead, application or
 * sign-up posted with it stores the campaign on its record for staff. Anything malformed counts as none.
 */
import { CAMPAIGN_COOKIE } from '@app/contracts/storage-keys';
import type { Campaign } from '@app/db';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const part = z.string().trim().min(1).max(100);
const cookieShape = z.tuple([part, part.nullable(), part.nullable()]);

export function campaignOf(request: FastifyRequest): Campaign | null {
  const raw = request.cookies[CAMPAIGN_COOKIE];
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = cookieShape.safeParse(value);
  if (!parsed.success) return null;
  const [source, medium, campaign] = parsed.data;
  return { source, medium, campaign };
}
