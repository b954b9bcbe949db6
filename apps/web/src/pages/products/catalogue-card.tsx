import type { CatalogueCard } from '../../content/types.ts';
import { Badge } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { cn } from '../../lib/cn.ts';
import { Img } from '../../features/marketing/media.tsx';

const catalogueCardCue = 'View product';

/** A catalogue entry; the whole card is the link to the product page (the name is the link text). */
export function CatalogueCardView({
  item,
  featured = false,
  wide = false,
  priority = false,
}: {
  item: CatalogueCard;
  featured?: boolean;
  /** A card spanning half the row: a wider, letterboxed picture. */
  wide?: boolean;
  priority?: boolean;
}) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg',
        featured && 'md:grid md:grid-cols-2',
      )}
    >
      <div className="relative overflow-hidden bg-[#e9ecf7]">
        <Img
          image={item.image}
          alt={item.alt}
          priority={priority}
          className={cn(
            'block w-full transition-transform duration-300 group-hover:scale-[1.03]',
            wide ? 'aspect-[4/3] object-cover lg:aspect-[2/1]' : 'aspect-[4/3] object-cover',
          )}
        />
        {item.badge && (
          <Badge tone="brand" className="absolute top-4 left-4 bg-white px-3 py-1 text-brand-700 shadow-sm">
            {item.badge}
          </Badge>
        )}
      </div>
      <div className={cn('flex flex-1 flex-col p-6', featured && 'md:justify-center md:p-10')}>
        <h3 className={cn('font-semibold text-slate-900', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          <SmartLink
            href={item.href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {item.name}
          </SmartLink>
        </h3>
        <p className={cn('mt-2 text-slate-600', featured ? 'text-lg' : 'flex-1')}>{item.description}</p>
        {/* The visible cue that the card opens the product page; the link's own name stays the product's. */}
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-600"
        >
          {catalogueCardCue}
          <Icon name="arrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
