import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/**
 * Shown in place of a form once it was accepted. Focus moves to its heading so screen-reader and
 * keyboard users land on the confirmation instead of a vanished form.
 */
export type SuccessHeading = 'h1' | 'h2';

export function SuccessPanel({
  title,
  heading: Heading = 'h2',
  home = { label: 'Return to Homepage', href: '/' },
  children,
}: {
  title: string;
  /** The button back home (a Chinese page's says it in Chinese and leads to the Chinese edition's home). */
  home?: { label: string; href: string };
  /** h2 in place of a form; h1 when the panel is a page's content. */
  heading?: SuccessHeading | undefined;
  children: ReactNode;
}) {
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
      <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </Heading>
      <div className="max-w-lg text-slate-700">{children}</div>
      <ButtonLink href={home.href} size="lg" className="mt-2">
        {home.label}
      </ButtonLink>
    </div>
  );
}
