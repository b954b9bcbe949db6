import type { ReactNode } from 'react';
import { formUi } from '../../content/form-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/** A titled group of fields inside a long form (two columns from the small breakpoint); h3 under the form's h2. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-5 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** The "* Required field" note and the submit button at the foot of a form. */
export function FormFooter({ children }: { children: ReactNode }) {
  const words = useContent('formUi', formUi);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-slate-600">
        <span className="text-red-700" aria-hidden="true">
          *
        </span>{' '}
        {words.requiredField}
      </p>
      {children}
    </div>
  );
}
