import type { ReactNode } from 'react';
import type { ImageRef } from '../../content/types.ts';
import { Container } from '../../components/ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { Backdrop } from './backdrop.tsx';
import { Img } from './media.tsx';

/**
 * The dark hero of inner pages: eyebrow, the page's one h1, a lead, actions, and an optional picture
 * beside the text (stacked below it on small screens).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  badge,
  children,
  media,
  compact = false,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  badge?: ReactNode;
  children?: ReactNode;
  media?: ReactNode;
  /** Less vertical padding (text pages such as the policies). */
  compact?: boolean;
  className?: string;
}) {
  return (
    <section className={cn('relative isolate overflow-hidden bg-ink-900 text-white', className)}>
      <Backdrop />
      <Container
        className={cn(
          'relative grid items-center gap-12',
          compact ? 'py-12 sm:py-16' : 'py-16 sm:py-20 lg:py-24',
          Boolean(media) && 'lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]',
        )}
      >
        <div className={cn(!media && 'max-w-3xl')}>
          {(eyebrow || badge) && (
            <div className="flex flex-wrap items-center gap-3">
              {eyebrow && (
                <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
              )}
              {badge}
            </div>
          )}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {lead && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{lead}</p>}
          {children && <div className="mt-8">{children}</div>}
        </div>
        {media}
      </Container>
    </section>
  );
}

/** A hero picture in a rounded frame with an optional caption chip (e.g. "Prototype image"). */
export function HeroMedia({
  image,
  alt,
  label,
  priority = true,
}: {
  image: ImageRef;
  alt: string;
  label?: string;
  priority?: boolean;
}) {
  return (
    <figure className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="overflow-hidden rounded-2xl bg-white/5 shadow-2xl ring-1 ring-white/15">
        <Img image={image} alt={alt} priority={priority} className="block w-full" />
      </div>
      {label && (
        <figcaption className="absolute top-4 left-4 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase ring-1 ring-white/20">
          {label}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * A hero over a full-bleed picture (wholesale product pages): the picture covers the section, a dark
 * gradient keeps the text readable, and the section is at least `minHeight` tall (70vh there). On phones
 * the picture is shown whole under the text instead.
 */
export function CoverHero({
  image,
  alt,
  title,
  lead,
  eyebrow,
  children,
  minHeight = 'min-h-[70vh]',
}: {
  image: ImageRef;
  alt: string;
  title: string;
  lead: string;
  eyebrow?: string;
  children?: ReactNode;
  minHeight?: string;
}) {
  return (
    <section
      className={cn(
        'relative isolate flex flex-col justify-center overflow-hidden bg-ink-900 text-white sm:flex-row sm:items-center',
        minHeight,
      )}
    >
      {/* On phones the whole picture, under the text: cropped to a tall screen it shows only fragments. */}
      <Img
        image={image}
        alt={alt}
        priority
        className="order-last h-auto w-full sm:absolute sm:inset-0 sm:-z-20 sm:h-full sm:max-w-none sm:object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-ink-950/95 via-ink-900/80 to-ink-900/30 sm:block"
      />
      <Container className="pt-16 pb-10 sm:py-20">
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-200 sm:text-xl">{lead}</p>
          {children && <div className="mt-8">{children}</div>}
        </div>
      </Container>
    </section>
  );
}
