/** /partners/support: the support hub: mailbox, hours, who handles what. */
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { supportPage as copy } from '../../content/partner-access.ts';
import { PartnerGate } from '../../features/partners/partner-gate.tsx';
import { PortalHeading, PortalShell } from '../../features/partners/portal-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function PartnerSupportPage() {
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <PartnerGate>
      {(partner) => (
        <PortalShell partner={partner} back>
          <PortalHeading title={copy.heading} intro={copy.intro} />

          <div className="mt-10 grid gap-4 lg:grid-cols-2">
            <section
              aria-labelledby="support-mailbox"
              className="rounded-xl bg-ink-900 p-6 text-white shadow-sm sm:p-8"
            >
              <Icon name="mail" className="h-6 w-6 text-accent-300" />
              <h2 id="support-mailbox" className="mt-4 text-lg font-semibold">
                {copy.mailboxHeading}
              </h2>
              <p className="mt-2 text-sm text-slate-300">{copy.mailboxText}</p>
              <ButtonLink href={copy.mailbox.href} variant="light" className="mt-6 max-w-full">
                <span className="truncate">{copy.mailbox.label}</span>
              </ButtonLink>
            </section>
            <section aria-labelledby="support-hours">
              <Card className="h-full p-6 sm:p-8">
                <Icon name="calendar" className="h-6 w-6 text-brand-700" />
                <h2 id="support-hours" className="mt-4 text-lg font-semibold text-slate-900">
                  {copy.hoursHeading}
                </h2>
                <dl className="mt-4 grid gap-3 text-sm">
                  {copy.hours.map((row) => (
                    <div key={row.region} className="grid gap-0.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
                      <dt className="font-medium text-slate-900">{row.region}</dt>
                      <dd className="text-slate-600">{row.hours}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </section>
          </div>

          <section aria-labelledby="support-channels" className="mt-12">
            <h2 id="support-channels" className="text-xl font-semibold text-slate-900">
              {copy.channelsHeading}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {copy.channels.map((channel) => (
                <li key={channel.title}>
                  <Card className="flex h-full flex-col p-6">
                    <h3 className="font-semibold text-slate-900">{channel.title}</h3>
                    <p className="mt-2 flex-1 text-sm text-slate-600">{channel.text}</p>
                    {'link' in channel && channel.link && (
                      <SmartLink
                        href={channel.link.href}
                        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {channel.link.label}
                        <Icon name="arrowRight" className="h-4 w-4" />
                      </SmartLink>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        </PortalShell>
      )}
    </PartnerGate>
  );
}
