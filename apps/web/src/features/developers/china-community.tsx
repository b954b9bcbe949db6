/**
 * The community section of the Chinese developer home (issue #40 item 6, decision 0064): the forum, and
 * the WeChat official account and the QQ group, each with a QR code to scan with the phone, instead of
 * Discord and YouTube, which are not reachable from the mainland. The accounts are the
 * `site.chinaCommunity` setting; the QR codes are made from their links when the page is rendered (SVG in
 * the HTML, no script, no request to a third party).
 */
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { communityZh } from '../../content/developers.ts';
import { qrCodeSvgNow } from '../../lib/qr-code.ts';
import { site } from '../../site.ts';

interface ChinaCommunityLinks {
  wechat: { name: string; url: string };
  qqGroup: { number: string; url: string };
}

interface ChinaCommunitySectionProps {
  /** The accounts (default: the `site.chinaCommunity` setting). */
  links?: ChinaCommunityLinks;
  /** The forum's address in this edition (default: /forum). */
  forumHref?: string;
}

function QrCard({
  title,
  caption,
  url,
  label,
}: {
  title: string;
  caption: string;
  url: string;
  label: string;
}) {
  return (
    <figure className="flex items-center gap-4 rounded-xl bg-white p-4 text-slate-900">
      <span
        className="block h-28 w-28 shrink-0 [&>svg]:h-full [&>svg]:w-full"
        // The QR code's SVG, made here from a setting (qrcode writes only paths; the label is escaped).
        dangerouslySetInnerHTML={{ __html: qrCodeSvgNow(url, label) }}
      />
      <figcaption>
        <span className="block text-base font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-slate-700">{caption}</span>
      </figcaption>
    </figure>
  );
}

export function ChinaCommunitySection({
  links = site.chinaCommunity,
  forumHref = communityZh.forum.href,
}: ChinaCommunitySectionProps) {
  const { wechat, qqGroup } = links;
  return (
    <section aria-labelledby="community" className="py-16 sm:py-20">
      <Container>
        <div className="relative isolate grid items-center gap-8 overflow-hidden rounded-2xl bg-ink-900 px-6 py-12 text-white shadow-xl sm:px-12 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_100%_0%,rgba(99,102,241,0.45),transparent)]"
          />
          <div>
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/10 text-accent-300">
              <Icon name="message-circle" className="h-6 w-6" />
            </span>
            <h2 id="community" className="mt-5 text-3xl font-bold tracking-tight">
              {communityZh.heading}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-slate-300">{communityZh.text}</p>
            <ButtonLink href={forumHref} variant="primary" size="lg" className="mt-6">
              {communityZh.forum.label}
            </ButtonLink>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <QrCard
              title={communityZh.wechat.title}
              caption={communityZh.wechat.name(wechat.name)}
              url={wechat.url}
              label={communityZh.wechat.qrLabel(wechat.name)}
            />
            <QrCard
              title={communityZh.qqGroup.title}
              caption={communityZh.qqGroup.number(qqGroup.number)}
              url={qqGroup.url}
              label={communityZh.qqGroup.qrLabel(qqGroup.number)}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
