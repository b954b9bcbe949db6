import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * Shown in place of a form once it was accepted. Focus moves to its heading so screen-reader and
 * keyboard users land on the confirmation instead of a vanished form.
 */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus();
    heading.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border border-green-200 bg-green-50 px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-green-600 text-white">
        <Icon name="check" className="h-7 w-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="max-w-lg text-slate-700">{children}</div>
      <ButtonLink href="/" size="lg" className="mt-2">
        Return to Homepage
      </ButtonLink>
    </div>
  );
}
