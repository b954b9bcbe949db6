import { Container } from '../../components/ui/layout.tsx';
import type { Action } from '../../content/types.ts';
import { ActionButtons } from './action-buttons.tsx';

/** Closing call to action of a developer page. */
export function CtaBand({
  id,
  heading,
  text,
  actions,
}: {
  id: string;
  heading: string;
  text: string;
  actions: Action[];
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-2xl bg-ink-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgba(99,102,241,0.45),transparent)]">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
          <ActionButtons actions={actions} invert className="mt-8 justify-center" />
        </div>
      </Container>
    </section>
  );
}
