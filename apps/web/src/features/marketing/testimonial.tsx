import type { Testimonial } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** A quotation with its author. */
export function TestimonialQuote({
  testimonial,
  surface = 'light',
  size = 'md',
  className,
}: {
  testimonial: Testimonial;
  surface?: 'light' | 'dark';
  size?: 'md' | 'lg';
  className?: string;
}) {
  const dark = surface === 'dark';
  return (
    <figure className={cn('flex h-full flex-col', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 32 24"
        className={cn('h-6 w-8', dark ? 'text-accent-300' : 'text-brand-600')}
        fill="currentColor"
      >
        <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
      </svg>
      <blockquote
        className={cn(
          'mt-4 flex-1 leading-relaxed',
          size === 'lg' ? 'text-xl sm:text-2xl' : 'text-lg',
          dark ? 'text-white' : 'text-slate-800',
        )}
      >
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex h-10 w-10 items-center justify-center rounded-full text-sm font-semibold',
            dark ? 'bg-white/10 text-white' : 'bg-brand-100 text-brand-700',
          )}
        >
          {initials(testimonial.name)}
        </span>
        <span className="text-sm">
          <span className={cn('block font-semibold', dark ? 'text-white' : 'text-slate-900')}>
            {testimonial.name}
          </span>
          <span className={dark ? 'text-slate-300' : 'text-slate-600'}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
