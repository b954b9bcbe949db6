/**
 * Writes the partner agreement templates (.docx) to apps/server/assets/partner-documents/, from which the
 * server serves them to signed-in partners. Run after changing the text or the brand, then commit the files:
 *
 *   npx tsx apps/server/scripts/generate-partner-documents.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPartnerDocuments } from './partner-documents/index.ts';

const dir = fileURLToPath(new URL('../assets/partner-documents/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const [file, bytes] of buildPartnerDocuments()) {
  writeFileSync(join(dir, file), bytes);
  console.log(`${join(dir, file)} (${bytes.length} bytes)`);
}
