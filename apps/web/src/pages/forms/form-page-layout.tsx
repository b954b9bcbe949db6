import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section } from '../../components/ui/layout.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';

/** A form in a card beside an aside (below it on small screens). */
export function FormWithAside({
  formHeading,
  formIntro,
  form,
  aside,
}: {
  formHeading: string;
  formIntro?: string;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <Section className="bg-slate-50">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
        <Card className="p-5 sm:p-8">
          <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{formHeading}</h2>
          {formIntro && <p className="mt-2 text-sm text-slate-600">{formIntro}</p>}
          <div className="mt-8">{form}</div>
        </Card>
        <aside className="grid gap-8 lg:sticky lg:top-24">{aside}</aside>
      </div>
    </Section>
  );
}

export function AsideBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function Benefits({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <AsideBlock title={title}>
      <CheckList items={items} />
    </AsideBlock>
  );
}

export function NextSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <AsideBlock title={title}>
      <ol className="grid gap-4">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {i + 1}
            </span>
            <span className="pt-0.5 leading-relaxed text-slate-700">{step}</span>
          </li>
        ))}
      </ol>
    </AsideBlock>
  );
}

export function AsideNote({ text, children }: { text: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <Icon name="info" className="h-5 w-5 text-brand-600" />
      {text} {children}
    </p>
  );
}
