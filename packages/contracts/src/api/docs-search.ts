import { z } from 'zod';
import { limits } from '../limits.ts';

/** `GET /docs/search` (an HTML page): the visitor's words; too long or not text reads as no search. */
export const docsSearchQuerySchema = z.object({
  q: z.string().trim().max(limits.searchQuery).optional().catch(undefined),
});
