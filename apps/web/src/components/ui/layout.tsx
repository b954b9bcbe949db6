import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Page width container used by every section. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export function Section({
  id,
  className,
  children,
  labelledBy,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('scroll-mt-20 py-16 sm:py-20', className)}>
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
  invert,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  invert?: boolean;
}) {
  return (
    <div className={cn('mx-auto mb-12 max-w-3xl text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            invert ? 'text-accent-300' : 'text-brand-600',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', invert && 'text-white')}
      >
        {title}
      </h2>
      {lead && <p className={cn('mt-4 text-lg', invert ? 'text-slate-300' : 'text-slate-600')}>{lead}</p>}
    </div>
  );
}
