/** /partners/dashboard: the partner home after sign-in (BareLayout). */
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { partnerDashboard, type PartnerDashboardCard } from '../../content/partner-portal.ts';
import { IconTile } from '../../features/marketing/content-icon.tsx';
import { DocumentList } from '../../features/partners/document-list.tsx';
import { PartnerGate } from '../../features/partners/partner-gate.tsx';
import { PortalHeading, PortalShell } from '../../features/partners/portal-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

function ResourceCard({ card }: { card: PartnerDashboardCard }) {
  const { action } = card;
  return (
    <Card className="flex h-full flex-col p-6">
      <IconTile name={card.icon} />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{card.description}</p>
      <div className="mt-5">
        {action.external ? (
          <ButtonLink href={action.href} variant="outline" size="sm">
            {action.label}
            <Icon name="external-link" className="h-4 w-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonLink>
        ) : (
          <ButtonLink href={action.href} variant="outline" size="sm">
            {action.label}
            <Icon name="arrowRight" className="h-4 w-4" />
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

export default function PartnerDashboardPage() {
  usePageHead({
    title: 'Partner Dashboard',
    description: 'Partner documents, shipping information and resources.',
    noindex: true,
  });
  return (
    <PartnerGate>
      {(partner) => (
        <PortalShell partner={partner}>
          <PortalHeading
            eyebrow="Partner dashboard"
            title={`Welcome, ${partner.companyName}`}
            intro={partnerDashboard.intro}
          />

          <section aria-labelledby="partner-documents" className="mt-12">
            <h2 id="partner-documents" className="text-xl font-semibold text-slate-900">
              {partnerDashboard.documentsHeading}
            </h2>
            <div className="mt-4">
              <DocumentList documents={partnerDashboard.documents} />
            </div>
          </section>

          <p className="mt-8 flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
            <Icon name="info" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              <strong className="font-semibold">Press kit: </strong>
              {partnerDashboard.pressKitNotice}
            </span>
          </p>

          <section aria-labelledby="partner-resources" className="mt-12">
            <h2 id="partner-resources" className="text-xl font-semibold text-slate-900">
              Partner resources
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {partnerDashboard.cards.map((card) => (
                <li key={card.id}>
                  <ResourceCard card={card} />
                </li>
              ))}
            </ul>
          </section>
        </PortalShell>
      )}
    </PartnerGate>
  );
}
