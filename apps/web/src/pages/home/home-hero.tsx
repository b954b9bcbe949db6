import { hero } from '../../content/home.ts';
import { images } from '../../content/images.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { ActionRow } from '../../features/marketing/actions.tsx';
import BackgroundVideo from '../../islands/background-video.tsx';
import { Img } from '../../features/marketing/media.tsx';

/**
 * Home hero: 80vh over the muted background video (poster only for reduced motion and before hydration).
 * The video's graphic fills the right 62% of its frame; pinned to the left edge (not centred), the frame
 * keeps that graphic to the right of the text column at every width instead of under the lead paragraph.
 */
export function HomeHero() {
  return (
    <section className="relative isolate flex min-h-[80vh] items-center overflow-hidden bg-ink-950 text-white">
      <Img
        image={hero.video.poster}
        alt={images.heroPoster.alt}
        priority
        className="absolute inset-0 -z-30 h-full w-full max-w-none object-cover object-left"
      />
      <BackgroundVideo
        src={hero.video.src}
        type={hero.video.type}
        poster={hero.video.poster}
        className="absolute inset-0 -z-20 h-full w-full object-left"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950/95 via-ink-950/75 to-ink-950/10"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-gradient-to-t from-ink-950/70 to-transparent"
      />
      <Container className="py-20 sm:py-24">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300 ring-1 ring-white/15 backdrop-blur">
            <Icon name="sparkles" className="h-4 w-4" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-6 text-5xl font-bold tracking-tight sm:text-6xl lg:text-7xl">{hero.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-200 sm:text-xl lg:max-w-xl">{hero.lead}</p>
          <ActionRow actions={[hero.primaryAction, hero.secondaryAction]} surface="dark" className="mt-10" />
          <p className="mt-6 text-slate-200">
            {hero.distributorPrompt.text}{' '}
            <SmartLink
              href={hero.distributorPrompt.href}
              className="font-semibold whitespace-nowrap text-accent-300 underline decoration-accent-300/50 underline-offset-4 hover:decoration-accent-300 focus-visible:outline-white"
            >
              {hero.distributorPrompt.linkLabel}
              <Icon name="arrowRight" className="ml-1 inline h-4 w-4" />
            </SmartLink>
          </p>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 border-t border-white/15 pt-6">
            {hero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-center gap-2 text-sm font-medium text-slate-100">
                <span className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-accent-300/20 text-accent-300">
                  <Icon name="check" className="h-3.5 w-3.5" />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
