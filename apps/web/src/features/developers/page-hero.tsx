import type { ReactNode } from 'react';
import { Container } from '../../components/ui/layout.tsx';
import type { Breadcrumb } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LanguageButton } from '../../components/ui/language-button.tsx';

/**
 * The dark title band of the developer sub-pages: breadcrumb (and the CN / EN link of a page that exists
 * in both languages), optional badge, h1, lead, actions.
 */
export function PageHero({
  breadcrumb,
  badge,
  title,
  lead,
  children,
  aside,
  className,
}: {
  breadcrumb: Breadcrumb[];
  badge?: ReactNode;
  title: string;
  lead: string;
  children?: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative isolate overflow-hidden bg-ink-900 text-white',
        'bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(99,102,241,0.35),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgba(45,212,191,0.18),transparent)]',
        className,
      )}
    >
      <Container className="py-12 sm:py-16 lg:py-20">
        <div className="flex items-start justify-between gap-4">
          <Breadcrumbs items={breadcrumb} invert />
          <LanguageButton invert className="shrink-0" />
        </div>
        <div
          className={cn(
            'mt-8',
            Boolean(aside) && 'grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]',
          )}
        >
          <div className="max-w-3xl">
            {badge}
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
            <p className="mt-5 text-lg leading-8 text-slate-300">{lead}</p>
            {children && <div className="mt-8">{children}</div>}
          </div>
          {aside}
        </div>
      </Container>
    </div>
  );
}
