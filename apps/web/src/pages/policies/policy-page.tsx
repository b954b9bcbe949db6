import type { ComponentType } from 'react';
import { policies, policyHref, policyLabels, policyList, type Policy } from '../../content/policies.ts';
import type { PolicySlug } from '../../content/routes.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "May 24, 2025" as an ISO date for <time> (local calendar fields, so no time-zone shift). */
const isoDate = (text: string) => {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** One static policy: title, last-updated date, a table of contents and the sections. */
export function PolicyPage({ policy }: { policy: Policy }) {
  usePageHead({ title: policy.title, description: policy.description });
  const sections = policy.sections.map((section) => ({ ...section, id: slugify(section.heading) }));
  return (
    <>
      <PageHero title={policy.title} lead={policy.description} compact>
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-slate-200 ring-1 ring-white/15">
          <Icon name="calendar" className="h-4 w-4 text-accent-300" />
          {policyLabels.lastUpdated}{' '}
          <time dateTime={isoDate(policy.lastUpdated)} className="font-semibold text-white">
            {policy.lastUpdated}
          </time>
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="policy-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="policy-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {policyLabels.contents}
          </h2>
          <ol className="mt-4 grid gap-1 border-l border-slate-200 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-slate-900"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mb-10 scroll-mt-24 last:mb-0">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.bullets && (
                <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </Container>
      <section aria-labelledby="other-policies" className="border-t border-slate-200 bg-slate-50 py-12">
        <Container>
          <h2 id="other-policies" className="text-lg font-semibold text-slate-900">
            {policyLabels.otherPolicies}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {policyList
              .filter((other) => other.slug !== policy.slug)
              .map((other) => (
                <li key={other.slug}>
                  <SmartLink
                    href={policyHref(other.slug)}
                    className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                  >
                    <Icon name="file" className="h-4 w-4" />
                    {other.title}
                  </SmartLink>
                </li>
              ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

const bySlug = new Map<PolicySlug, ComponentType>();

/** The route component of /policies/{slug}. */
export function policyRoutePage(slug: PolicySlug): ComponentType {
  let page = bySlug.get(slug);
  if (!page) {
    const policy = policies[slug];
    page = function PolicyRoute() {
      return <PolicyPage policy={policy} />;
    };
    bySlug.set(slug, page);
  }
  return page;
}
