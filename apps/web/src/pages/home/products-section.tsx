import { productCards, productsSection, type ProductCard } from '../../content/home.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { Img } from '../../features/marketing/media.tsx';
import VideoFacade from '../../islands/video-facade.tsx';

/** #products: two glasses, one with a picture and one with the click-to-load product video. */
export function ProductsSection() {
  return (
    <Section id={productsSection.anchor} labelledBy="products-heading" className="bg-slate-50">
      <SectionHeading id="products-heading" title={productsSection.heading} lead={productsSection.intro} />
      <div className="grid gap-8 lg:grid-cols-2">
        {productCards.map((product) => (
          <ProductCardView key={product.name} product={product} />
        ))}
      </div>
    </Section>
  );
}

function ProductCardView({ product }: { product: ProductCard }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {product.mediaType === 'video' ? (
        <VideoFacade videoId={product.youtubeVideoId} poster={product.poster} title={product.alt} />
      ) : (
        <div className="aspect-video overflow-hidden bg-[#e9ecf7]">
          <Img image={product.image} alt={product.alt} className="h-full w-full max-w-none object-contain" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h3 className="text-2xl font-bold tracking-tight text-slate-900">{product.name}</h3>
        <p className="mt-2 text-lg text-slate-600">{product.tagline}</p>
        <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {productsSection.featuresLabel}
            </h4>
            <CheckList items={product.features} className="mt-3 text-sm" />
          </div>
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {productsSection.benefitsLabel}
            </h4>
            <ul className="mt-3 grid gap-3 text-sm">
              {product.partnerBenefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 leading-relaxed text-slate-700">
                  <Icon name="code" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <SmartLink
          href={product.href}
          className="mt-8 inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-600"
        >
          {productsSection.linkLabel}
          <span className="sr-only">: {product.name}</span>
          <Icon name="arrowRight" className="h-4 w-4" />
        </SmartLink>
      </div>
    </article>
  );
}
