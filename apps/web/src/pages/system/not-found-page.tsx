import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { notFoundPage as notFoundPageEn } from '../../content/nav.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { usePageHead } from '../../lib/head.tsx';

/** The not-found page; under /zh the Chinese edition's (the server sends it for unknown /zh/ paths). */
export default function NotFoundPage() {
  // Head text from nav.ts (already in the main bundle); page-meta.ts would pull every content module in.
  const notFoundPage = useContent('notFoundPage', notFoundPageEn);
  usePageHead({ title: notFoundPage.heading, description: notFoundPage.text, noindex: true });
  const [primary, ...others] = notFoundPage.links;
  return (
    <Container className="grid min-h-[60vh] place-content-center py-24 text-center">
      <p className="text-sm font-semibold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{notFoundPage.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{notFoundPage.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {primary && <ButtonLink href={primary.href}>{primary.label}</ButtonLink>}
        {others.map((link) => (
          <ButtonLink key={link.href} href={link.href} variant="outline">
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </Container>
  );
}
