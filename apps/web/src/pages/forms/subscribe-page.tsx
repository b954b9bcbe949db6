import { Card } from '../../components/ui/card.tsx';
import { Section } from '../../components/ui/layout.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { subscribeCopy as copy } from './copy.ts';
import NewsletterSignupForm from '../../islands/newsletter-signup-form.tsx';

export default function SubscribePage() {
  usePageHead(copy.head);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <CheckList items={copy.points} surface="dark" />
      </PageHero>
      <Section className="bg-slate-50">
        <Card className="mx-auto max-w-xl p-5 sm:p-8">
          <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{copy.formHeading}</h2>
          <div className="mt-6">
            <NewsletterSignupForm />
          </div>
        </Card>
      </Section>
    </>
  );
}
