import { channelPartners, channelPartnersSection } from '../../content/home.ts';
import { Container } from '../../components/ui/layout.tsx';
import { Img } from '../../features/marketing/media.tsx';

/** The strip of six channel partners under the hero. */
export function ChannelPartners() {
  return (
    <section aria-labelledby="channel-partners-heading" className="border-b border-slate-200 bg-white py-14">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="channel-partners-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {channelPartnersSection.heading}
          </h2>
          <p className="mt-3 text-slate-600">{channelPartnersSection.intro}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {channelPartners.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-4 text-center"
            >
              <Img image={partner.logo} alt={partner.logo.alt} className="h-12 w-auto" />
              <p className="mt-2 text-xs leading-snug text-slate-600">{partner.region}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
