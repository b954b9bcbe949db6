/**
 * The partner documents: a fixed allow-list. A request names a document by its key; the key maps to a
 * file in the documents folder. User input is only ever looked up here, never joined into a path.
 */
import { brand } from '@app/contracts/site';

export interface PartnerDocumentFile {
  /** File name inside the documents folder (and the URL key). */
  file: string;
  /** Name the browser saves the download under. */
  downloadName: string;
  title: string;
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const entries: PartnerDocumentFile[] = [
  {
    file: 'mutual-nda-template.docx',
    downloadName: `${brand.name}-Mutual-NDA-Template-May-2025.docx`,
    title: 'Mutual Non-Disclosure Agreement',
  },
  {
    file: 'distribution-agreement-template.docx',
    downloadName: `${brand.name}-Distribution-Agreement-Template-EN-ZH-April-2025.docx`,
    title: 'Distribution Agreement',
  },
];

/** Key → document. A Map, so names such as `__proto__` or `constructor` are never found. */
export const partnerDocumentFiles: ReadonlyMap<string, PartnerDocumentFile> = new Map(
  entries.map((entry) => [entry.file, entry]),
);
