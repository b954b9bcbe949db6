import { offices } from '../../content/about.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { contactCopy as copy } from './copy.ts';
import { AsideBlock, FormWithAside } from './form-page-layout.tsx';
import ContactLeadForm from '../../islands/contact-lead-form.tsx';

export default function ContactPage() {
  usePageHead(copy.head);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <FormWithAside
        formHeading={copy.formHeading}
        formIntro={copy.formIntro}
        form={<ContactLeadForm />}
        aside={
          <>
            <AsideBlock title={copy.channelsHeading}>
              <ul className="grid gap-4">
                {copy.channels.map((channel) => (
                  <li key={channel.label} className="flex gap-3">
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon name="mail" className="h-5 w-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{channel.label}</p>
                      <p className="text-sm text-slate-600">{channel.text}</p>
                      <a
                        href={`mailto:${channel.email}`}
                        className="text-sm font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-600"
                      >
                        {channel.email}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </AsideBlock>
            <AsideBlock title={copy.officesHeading}>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                {offices.map((office) => (
                  <li key={office.city} className="flex gap-3">
                    <Icon name="map" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                    <div>
                      <p className="font-medium text-slate-900">
                        {office.city}, {office.country}
                      </p>
                      <p className="text-sm text-slate-600">{office.role}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </AsideBlock>
          </>
        }
      />
    </>
  );
}
