/** /partners/account/security: the partner's two-factor authentication (optional). */
import { Card } from '../../components/ui/card.tsx';
import { SecondFactorSettings } from '../../components/account/second-factor/second-factor-settings.tsx';
import { PartnerGate } from '../../features/partners/partner-gate.tsx';
import { PortalHeading, PortalShell } from '../../features/partners/portal-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function PartnerSecurityPage() {
  usePageHead({
    title: 'Account security',
    description: 'Two-factor authentication for your partner portal account.',
    noindex: true,
  });
  return (
    <PartnerGate>
      {(partner) => (
        <PortalShell partner={partner} back>
          <PortalHeading
            eyebrow="Account"
            title="Account security"
            intro="Add a code from an authenticator app to your portal sign-in."
          />
          <Card className="mt-8 max-w-3xl p-6">
            <SecondFactorSettings prefix="/api/partners/account/2fa" />
          </Card>
        </PortalShell>
      )}
    </PartnerGate>
  );
}
