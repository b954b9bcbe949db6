/** The partner documents with their download links (plain anchors: the server answers with an attachment). */
import { buttonClass } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { PartnerDocument } from '../../content/partner-portal.ts';
import { partnerDocumentUrl } from './api.ts';

export function DocumentList({ documents }: { documents: readonly PartnerDocument[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {documents.map((doc) => (
        <li key={doc.fileName}>
          <Card className="flex h-full flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6">
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name="file-text" className="h-6 w-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <div>
                <h3 className="font-semibold text-slate-900">{doc.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{doc.description}</p>
              </div>
              <p className="flex flex-wrap gap-2">
                <Badge tone="brand">{doc.format}</Badge>
                <Badge>{doc.languages}</Badge>
                <Badge>{doc.date}</Badge>
              </p>
              <div className="mt-auto">
                <a href={partnerDocumentUrl(doc.fileName)} download className={buttonClass('primary', 'sm')}>
                  <Icon name="download" className="h-4 w-4" />
                  Download {doc.format}
                  <span className="sr-only">
                    : {doc.title} template, {doc.languages}, {doc.date}
                  </span>
                </a>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
