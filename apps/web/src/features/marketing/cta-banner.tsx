import { useId, type ReactNode } from 'react';
import type { Action } from '../../content/types.ts';
import { Container } from '../../components/ui/layout.tsx';
import { ActionRow } from './actions.tsx';
import { Backdrop } from './backdrop.tsx';

/** The closing call to action of a page: a dark band with a heading, a line of text and buttons. */
export function CtaBanner({
  heading,
  text,
  actions,
  children,
}: {
  heading: string;
  text: string;
  actions: readonly Action[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <Backdrop />
          <div className="relative mx-auto max-w-3xl">
            <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
            <ActionRow actions={actions} surface="dark" center className="mt-8" />
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
