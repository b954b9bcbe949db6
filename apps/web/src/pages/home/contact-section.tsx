import { contactSection } from '../../content/home.ts';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import EnterpriseLeadForm from '../../islands/enterprise-lead-form.tsx';

/** #contact: the enterprise contact form. */
export function ContactSection() {
  return (
    <Section id={contactSection.anchor} labelledBy="contact-heading" className="bg-slate-50">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {contactSection.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{contactSection.intro}</p>
          <CheckList items={contactSection.points} className="mt-8" />
          <p className="mt-8 text-slate-700">
            <Icon name="mail" className="mr-2 inline h-5 w-5 align-[-0.2em] text-brand-600" />
            {contactSection.salesLine.text}{' '}
            <SmartLink
              href={contactSection.salesLine.href}
              className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-600"
            >
              {contactSection.salesLine.label}
            </SmartLink>
          </p>
        </div>
        <Card className="p-6 sm:p-8">
          <EnterpriseLeadForm />
        </Card>
      </div>
    </Section>
  );
}
