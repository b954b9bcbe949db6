/**
 * The frame of the developer sign-in, set-password and forgot-password pages (inside the site layout): a
 * short pitch beside the form on wide screens, the form alone on small ones; in English or in Chinese
 * (`/zh/developers/...`, the catalogue's words).
 */
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Container } from '../../../components/ui/layout.tsx';
import { developerAccountCopy } from '../../../content/console.ts';
import { LanguageButton } from '../../../components/ui/language-button.tsx';
import { useContent } from '../../../i18n/catalogue.tsx';

export function AccountShell({
  heading,
  intro,
  children,
  footer,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { shell } = useContent('developerAccountCopy', developerAccountCopy);
  return (
    <div className="bg-slate-50">
      <Container className="grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
        <div className="hidden rounded-2xl bg-ink-900 p-10 text-white lg:block">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{shell.eyebrow}</p>
          <p className="mt-3 text-2xl font-bold tracking-tight">{shell.title}</p>
          <ul className="mt-8 grid gap-3 text-slate-200">
            {shell.highlights.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <Icon name="check" className="h-5 w-5 shrink-0 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:mx-0">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
            {/* The page in the other language (decision 0063), where it exists. */}
            <LanguageButton className="shrink-0" />
          </div>
          {intro && <div className="mt-2 text-slate-600">{intro}</div>}
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {children}
          </div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </Container>
    </div>
  );
}
