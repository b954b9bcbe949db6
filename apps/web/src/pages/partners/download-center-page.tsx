/** /partners/download-center: what partners can download today, and what to ask for. */
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { downloadCenterPage as copy } from '../../content/partner-access.ts';
import { partnerDashboard } from '../../content/partner-portal.ts';
import { DocumentList } from '../../features/partners/document-list.tsx';
import { PartnerGate } from '../../features/partners/partner-gate.tsx';
import { PortalHeading, PortalShell } from '../../features/partners/portal-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function DownloadCenterPage() {
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <PartnerGate>
      {(partner) => (
        <PortalShell partner={partner} back>
          <PortalHeading title={copy.heading} intro={copy.intro} />

          <section aria-labelledby="download-documents" className="mt-10">
            <h2 id="download-documents" className="text-xl font-semibold text-slate-900">
              {copy.documentsHeading}
            </h2>
            <div className="mt-4">
              <DocumentList documents={partnerDashboard.documents} />
            </div>
          </section>

          <section aria-labelledby="download-assets" className="mt-12">
            <h2 id="download-assets" className="text-xl font-semibold text-slate-900">
              {copy.assetsHeading}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {copy.assets.map((asset) => (
                <li key={asset.title}>
                  <Card className="flex h-full flex-col p-6">
                    <h3 className="font-semibold text-slate-900">{asset.title}</h3>
                    <p className="mt-2 flex-1 text-sm text-slate-600">{asset.description}</p>
                    <div className="mt-5">
                      <ButtonLink href={asset.action.href} variant="outline" size="sm">
                        {asset.action.label}
                        <Icon
                          name={'external' in asset.action ? 'external-link' : 'arrowRight'}
                          className="h-4 w-4"
                        />
                        {'external' in asset.action && <span className="sr-only"> (opens in a new tab)</span>}
                      </ButtonLink>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="download-on-request"
            className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="download-on-request" className="text-lg font-semibold text-slate-900">
              {copy.onRequestHeading}
            </h2>
            <p className="mt-2 max-w-3xl text-sm text-slate-600">{copy.onRequestText}</p>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
              <ButtonLink href={copy.onRequestAction.href} variant="secondary" size="sm">
                <Icon name="mail" className="h-4 w-4" />
                {copy.onRequestAction.label}
              </ButtonLink>
              <span className="text-sm whitespace-nowrap text-slate-600">{copy.onRequestAddress}</span>
            </div>
          </section>
        </PortalShell>
      )}
    </PartnerGate>
  );
}
