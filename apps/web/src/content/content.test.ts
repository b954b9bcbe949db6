// @vitest-environment node
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { brand, productPath, site } from '../site';
import * as about from './about';
import * as globalPartners from './global-partners';
import * as home from './home';
import { imageManifest, images } from './images';
import * as nav from './nav';
import * as partnerPortal from './partner-portal';
import * as pageMetaModule from './page-meta';
import * as partnerSuccess from './partner-success';
import * as resources from './resources';
import { redirects } from '../app/routes';
import { isKnownRoute, knownRoutes, publicRoutes } from './routes';
import { allContent, allStrings, collect } from './test-utils';

describe('routes', () => {
  it('lists every route of both spec tables plus the added pages', () => {
    for (const route of [
      '/',
      '/about',
      '/products',
      '/policies/privacy',
      '/policies/terms',
      '/policies/cookies',
      '/policies/shipping',
      '/policies/refund',
      '/partner-success',
      '/contact',
      '/become-partner',
      '/become-developer',
      '/developers',
      '/sdk/cxr-m',
      '/sdk/cxr-s',
      '/console',
      '/yodaos-sprite',
      '/faq',
      '/admin/login',
      '/admin',
      '/admin/dashboard',
      '/admin/subscribers',
      '/admin/form-submissions',
      '/admin/developer-applications',
      '/partners/portal',
      '/partners/dashboard',
      '/partners/shipping',
      '/partner-signup',
      '/subscribe',
      '/docs',
      '/docs/api',
      '/forum',
      '/app-store',
      '/global-partners',
      '/partners/download-center',
      '/partners/support',
    ]) {
      expect(knownRoutes).toContain(route);
    }
    for (const suffix of [
      'glasses',
      'ai-glasses',
      'ar-spatial',
      'ar-joy2',
      'max',
      'max2',
      'controller',
      'hub',
      'hdmi-adapter',
      'lens-inserts',
      'air',
    ]) {
      expect(knownRoutes).toContain(productPath(suffix));
    }
    expect(new Set(knownRoutes).size).toBe(knownRoutes.length);
  });

  it('gives every route a title and description', () => {
    for (const route of knownRoutes) {
      const meta = pageMetaModule.pageMeta[route];
      expect(meta, route).toBeDefined();
      expect(meta?.title.length, route).toBeGreaterThan(2);
      expect(meta?.description.length, route).toBeGreaterThan(20);
    }
    expect(Object.keys(pageMetaModule.pageMeta).sort()).toEqual([...knownRoutes].sort());
  });
});

describe('links', () => {
  const hrefs = collect((key) => /href$/i.test(key));
  const allowedEmails: string[] = [
    site.salesEmail,
    site.supportEmail,
    site.partnerSupportEmail,
    site.developerSupportEmail,
    site.privacyEmail,
    site.complaintsEmail,
  ];
  const allowedExternal: string[] = [
    site.social.linkedin,
    site.social.youtube,
    site.discordUrl,
    site.pressKitUrl,
  ];

  it('finds links in the content', () => {
    expect(hrefs.length).toBeGreaterThan(150);
  });

  it('links internally only to known routes', () => {
    const internal = hrefs.filter(({ value }) => !value.startsWith('mailto:') && !value.startsWith('http'));
    for (const { value } of internal) {
      expect(value.startsWith('/'), value).toBe(true);
      expect(isKnownRoute(value), value).toBe(true);
    }
  });

  it('links to where a redirect leads, never to the redirected path', () => {
    const redirected = new Set(Object.keys(redirects));
    for (const { value } of hrefs) expect(redirected.has(value.split(/[?#]/)[0] ?? ''), value).toBe(false);
  });

  it('uses only site e-mail addresses and site external links', () => {
    for (const { value } of hrefs) {
      if (value.startsWith('mailto:')) {
        const address = value.slice('mailto:'.length).split('?')[0] ?? '';
        expect(allowedEmails, value).toContain(address);
      } else if (value.startsWith('http')) {
        expect(allowedExternal, value).toContain(value);
      }
    }
  });

  it('has no restricted route among the indexable routes', () => {
    expect(publicRoutes.some((route) => route.startsWith('/admin') || route.startsWith('/partners/'))).toBe(
      false,
    );
  });
});

describe('images', () => {
  it('lists every referenced image in the manifest with matching size', () => {
    const bySrc = new Map(imageManifest.map((image) => [image.src, image]));
    expect(bySrc.size).toBe(imageManifest.length);
    const refs: { src: string; width: unknown; height: unknown }[] = [];
    const visit = (value: unknown, seen = new Set<unknown>()): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && record.src.startsWith('/images/')) {
        refs.push({ src: record.src, width: record.width, height: record.height });
      }
      Object.values(record).forEach((v) => visit(v, seen));
    };
    visit(allContent);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      const entry = bySrc.get(ref.src);
      expect(entry, ref.src).toBeDefined();
      expect(ref.width).toBe(entry?.width);
      expect(ref.height).toBe(entry?.height);
    }
  });

  it('describes every image', () => {
    for (const image of imageManifest) {
      expect(image.src).toMatch(/^\/images\/[a-z0-9/-]+\.(webp|svg)$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt.length).toBeGreaterThan(5);
      expect(image.subject.length).toBeGreaterThan(10);
    }
  });

  it('uses the hero video and its poster', () => {
    expect(home.hero.video.src).toBe('/videos/hero.mp4');
    expect(home.hero.video.poster).toBe(images.heroPoster);
  });
});

describe('copy quality', () => {
  it('never hard-codes the brand in content sources', () => {
    const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, source] of Object.entries(sources)) {
      expect(source, file).not.toMatch(new RegExp(brand.name, 'i'));
    }
  });

  it('contains no placeholder text', () => {
    const text = allStrings(allContent);
    expect(text.match(/lorem|ipsum|\bTODO\b|\bTBD\b|undefined|\[object Object\]/i)).toBeNull();
    expect(text.match(/\bNaN\b/)).toBeNull();
  });
});

describe('home', () => {
  it('has the hero of the spec', () => {
    expect(home.hero.title).toBe('developer program');
    expect(home.hero.primaryAction).toMatchObject({
      label: 'Join Developer Program',
      href: '/become-developer',
    });
    expect(home.hero.secondaryAction).toMatchObject({ label: 'Explore SDKs', href: '/developers' });
    expect(home.hero.distributorPrompt.href).toBe('/become-partner');
    expect(home.hero.bullets.map((b) => b.toLowerCase())).toEqual([
      'sdks',
      'developer documentation',
      'community support',
    ]);
  });

  it('has six channel partners and two product cards (one image, one video)', () => {
    expect(home.channelPartners).toHaveLength(6);
    expect(home.productCards).toHaveLength(2);
    expect(home.productCards.map((c) => c.mediaType).sort()).toEqual(['image', 'video']);
    for (const card of home.productCards) {
      expect(card.features.length).toBeGreaterThan(2);
      expect(card.partnerBenefits.length).toBeGreaterThan(2);
    }
  });

  it('has four partner benefits, two business solutions and the wholesale program', () => {
    expect(home.partnerBenefits.map((b) => b.title.toLowerCase())).toEqual([
      'attractive margins',
      'rapid growth',
      'technical support',
      'training and enablement',
    ]);
    expect(home.businessSolutions.map((s) => s.id)).toEqual(['industrial', 'healthcare']);
    expect(home.wholesaleProgram.tiers.map((t) => t.title.toLowerCase())).toEqual([
      'master distributor',
      'authorized wholesaler',
      'value-added reseller',
    ]);
    expect(home.wholesaleProgram.benefits).toHaveLength(9);
    expect(home.wholesaleProgram.testimonial.quote.length).toBeGreaterThan(20);
  });

  it('has four success stories with the spec labels and metrics', () => {
    expect(home.defaultSuccessStory).toBe('distributor');
    expect(home.successStoryKeys).toEqual(['distributor', 'reseller', 'solution', 'industry']);
    expect(home.successStoryKeys.map((k) => home.successStories[k].buttonLabel)).toEqual([
      'App Developer',
      'Enterprise Developer',
      'SDK Integrator',
      'Platform Creator',
    ]);
    const results = Object.values(home.successStories).flatMap((s) => {
      expect(s.results).toHaveLength(3);
      expect(s.initials).toMatch(/^[A-Z]{2,3}$/);
      return s.results.map((r) => `${r.value} ${r.text}`);
    });
    for (const metric of [
      '12 apps',
      '47% engagement',
      '23 clients',
      '290% growth',
      '15 countries',
      '89% satisfaction',
    ]) {
      expect(
        results.some((r) => r.startsWith(metric)),
        metric,
      ).toBe(true);
    }
  });

  it('has the marketing figures and anchors', () => {
    expect(home.marketingFigures.map((f) => `${f.value} ${f.label}`)).toEqual([
      '45% CAGR in AR adoption',
      '50° field of view',
      '1080P display',
      '45+ resellers across 6 countries',
    ]);
    expect(Object.values(home.homeAnchors).map((a) => `#${a}`)).toEqual([
      '#products',
      '#business-solutions',
      '#case-studies',
      '#partner-program',
      '#contact',
    ]);
    expect(home.contactSection.anchor).toBe('contact');
  });
});

describe('about', () => {
  it('carries the company figures', () => {
    expect(about.companyStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '2014 Founded',
      '300+ team members',
      '276 patents issued',
      '136 ongoing',
      '252 invention patents',
      '115 global patents',
    ]);
    expect(about.technologyCards.length).toBeGreaterThanOrEqual(4);
    expect(about.offices.length).toBeGreaterThanOrEqual(3);
    expect(about.becomePartnerCall.actions[0]?.href).toBe('/become-partner');
  });
});

describe('site chrome and other pages', () => {
  it('has the header and footer of the spec', () => {
    expect(nav.headerNav.map((item) => (item.kind === 'link' ? item.href : item.label))).toEqual([
      '/about',
      '/products',
      'Developers',
      '/partner-success',
      '/contact',
      '/partners/portal',
    ]);
    expect(nav.developersNavGroup.items.map((i) => i.href)).toEqual([
      '/developers',
      '/console',
      '/sdk/cxr-m',
      '/sdk/cxr-s',
      '/yodaos-sprite',
      '/faq',
    ]);
    expect(nav.headerCta).toMatchObject({ label: 'Become a Partner', href: '/become-partner' });
    expect(nav.mobileMenuCta).toMatchObject({ label: 'Join Developer Program', href: '/become-developer' });
    expect(nav.footer.salesContact.href).toBe(`mailto:${site.salesEmail}`);
    expect(nav.footer.social).toHaveLength(2);
    expect(nav.footer.policyLinks.map((l) => l.href)).toEqual([
      '/policies/privacy',
      '/policies/terms',
      '/policies/cookies',
      '/policies/shipping',
      '/policies/refund',
    ]);
    expect(nav.footer.doNotSell.label).toBe('Do Not Sell My Personal Information');
    expect(nav.footer.doNotSell.href).toMatch(/^mailto:/);
    expect(nav.footer.copyright(2031)).toContain('2031');
    expect(nav.notFoundPage.heading).toBe('404 Page Not Found');
  });

  it('has the Seeking Global Partners page', () => {
    expect(globalPartners.globalPartnersHero.title).toBe('Seeking Global Partners');
    expect(globalPartners.partnerRegions.map((r) => r.name)).toEqual([
      'North America',
      'Europe',
      'Asia Pacific',
    ]);
    expect(globalPartners.partnerRequirements.length).toBeGreaterThanOrEqual(4);
    expect(globalPartners.globalPartnersCta.actions.map((a) => a.href)).toEqual([
      '/become-partner',
      '/contact',
    ]);
  });

  it('has the partner success and resource pages', () => {
    expect(partnerSuccess.partnerTestimonials.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(resources.resourcePages)).toEqual(['/docs', '/docs/api', '/forum', '/app-store']);
    for (const page of Object.values(resources.resourcePages)) {
      expect(page.sections.length).toBeGreaterThanOrEqual(2);
      expect(page.intro.length).toBeGreaterThan(50);
    }
  });

  it('has the partner portal documents and dashboard cards', () => {
    const docs = partnerPortal.partnerDashboard.documents;
    expect(docs.map((d) => [d.format, d.date])).toEqual([
      ['DOCX', 'May 2025'],
      ['DOCX', 'April 2025'],
    ]);
    expect(docs[1]?.languages).toBe('English and Chinese');
    expect(partnerPortal.partnerDashboard.cards.map((c) => c.action.href)).toEqual([
      '/partners/shipping',
      site.pressKitUrl,
      '/partners/download-center',
      '/partners/support',
    ]);
    expect(partnerPortal.partnerLoginPage.backLink.href).toBe('/');
  });
});
