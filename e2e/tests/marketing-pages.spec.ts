/**
 * Marketing pages: home, about, the catalogue and every product page, partner success, Seeking Global
 * Partners and the five policies. Prerendered heading and head tags, one h1, axe and no sideways
 * scrolling on every route; the success-story switcher; the click-to-load product video; the hero video
 * and reduced motion; sized images; and every spec figure on its page.
 */
import { expect, islandReady, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { layoutShifts, recordLayoutShifts } from '../lib/layout-shifts.ts';
import { aboutHero } from '../../apps/web/src/content/about.ts';
import { globalPartnersHero } from '../../apps/web/src/content/global-partners.ts';
import { hero, successStories, successStoryKeys } from '../../apps/web/src/content/home.ts';
import { documentTitle, pageMeta } from '../../apps/web/src/content/page-meta.ts';
import { partnerSuccessHero } from '../../apps/web/src/content/partner-success.ts';
import { policies } from '../../apps/web/src/content/policies.ts';
import { productPages, productsHero, wholesalePages } from '../../apps/web/src/content/products.ts';
import { brand, productPath } from '../../apps/web/src/site.ts';
import { screenshot } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

/** Every route of this spec with the text of its one h1. */
const h1ByRoute: Record<string, string> = {
  '/': hero.title,
  '/about': aboutHero.title,
  '/products': productsHero.title,
  ...Object.fromEntries(Object.values(wholesalePages).map((p) => [p.href, p.hero.title])),
  ...Object.fromEntries(Object.values(productPages).map((p) => [p.href, p.hero.title])),
  ...Object.fromEntries(Object.values(policies).map((p) => [`/policies/${p.slug}`, p.title])),
  '/partner-success': partnerSuccessHero.title,
  '/global-partners': globalPartnersHero.title,
};

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The visible text of a locator with whitespace collapsed ("45%\nCAGR" reads "45% CAGR"). */
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test.describe('every marketing route', () => {
  test('covers all product and policy routes', () => {
    const routes = Object.keys(h1ByRoute);
    for (const suffix of ['glasses', 'ai-glasses', 'ar-spatial', 'ar-joy2', 'max', 'max2', 'controller']) {
      expect(routes).toContain(productPath(suffix));
    }
    for (const suffix of ['hub', 'hdmi-adapter', 'lens-inserts', 'air'])
      expect(routes).toContain(productPath(suffix));
    expect(routes.filter((r) => r.startsWith('/policies/'))).toHaveLength(5);
  });

  for (const [path, h1] of Object.entries(h1ByRoute)) {
    test(`${path}: prerendered h1 and head, one h1, no axe violations, no sideways scroll at 360-768 px`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = decode(await response.text());
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(h1)}</h1>`));
      const meta = pageMeta[path];
      expect(meta, `page-meta has ${path}`).toBeDefined();
      expect(html).toContain(`<title>${documentTitle(path, meta!)}</title>`);
      expect(html).toContain(`<meta name="description" content="${meta?.description}" />`);

      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(documentTitle(path, meta!));
      await expectNoAxeViolations(page);

      // Phones and tablets, portrait: at 640 px the `sm` layouts begin.
      for (const width of [768, 640, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForFunction((w) => window.innerWidth === w, width);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      }
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('home page', () => {
  test('has its sections and anchors in the spec order, with the enterprise form at #contact', async ({
    page,
  }) => {
    await page.goto('/');
    const ids = await page.locator('main [id]').evaluateAll((els) => els.map((el) => el.id));
    const anchors = ['products', 'business-solutions', 'case-studies', 'partner-program', 'contact'];
    const positions = anchors.map((id) => ids.indexOf(id));
    expect(
      positions.every((p) => p >= 0),
      `anchors ${anchors.join(', ')} exist`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Join Developer Program' })).toHaveAttribute(
      'href',
      '/become-developer',
    );
    await expect(main.getByRole('link', { name: 'Explore SDKs' })).toHaveAttribute('href', '/developers');
    await expect(main.getByRole('link', { name: hero.distributorPrompt.linkLabel })).toHaveAttribute(
      'href',
      '/become-partner',
    );
    for (const bullet of ['SDKs', 'Developer documentation', 'Community support']) {
      await expect(main.getByText(bullet, { exact: true })).toBeVisible();
    }
    await expect(
      page.locator('#contact').getByRole('form', { name: 'Enterprise contact form' }),
    ).toBeVisible();
    expect(await main.locator('a[href="#contact"]').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('heading', { name: 'Our channel partners' })).toBeVisible();
    await expect(page.locator('img[src^="/images/partners/"]')).toHaveCount(6);
    for (const tier of ['Master Distributor', 'Authorized Wholesaler', 'Value-Added Reseller']) {
      await expect(page.getByRole('heading', { level: 3, name: tier })).toBeVisible();
    }
    await expect(page.locator('#partner-program li:has(svg path[d^="M20 6"])')).toHaveCount(9);
    for (const benefit of [
      'Attractive Margins',
      'Rapid Growth',
      'Technical Support',
      'Training and Enablement',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
    }
  });

  test('the success-story switcher shows each story and marks its button pressed', async ({ page }) => {
    await page.goto('/');
    const group = page.getByRole('group', { name: 'Success stories' });
    const buttons = group.getByRole('button');
    await expect(buttons).toHaveText([
      'App Developer',
      'Enterprise Developer',
      'SDK Integrator',
      'Platform Creator',
    ]);
    const section = page.locator('#case-studies');
    await islandReady(group);
    // Default: the distributor story (App Developer).
    await expect(group.getByRole('button', { name: 'App Developer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(successStories.distributor.title);

    const results: string[] = [];
    for (const key of [...successStoryKeys].reverse()) {
      const story = successStories[key];
      await group.getByRole('button', { name: story.buttonLabel }).click();
      for (const other of successStoryKeys) {
        await expect(group.getByRole('button', { name: successStories[other].buttonLabel })).toHaveAttribute(
          'aria-pressed',
          String(other === key),
        );
      }
      const article = section.getByRole('article');
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(story.title);
      await expect(article).toContainText(story.initials);
      await expect(article).toContainText(story.subtitle);
      await expect(article).toContainText(story.challenge);
      await expect(article).toContainText(story.solution);
      await expect(article).toContainText(story.partnerQuote);
      await expect(article.locator('li')).toHaveCount(3);
      await expect(article.getByRole('img', { name: story.alt })).toHaveAttribute('src', story.image.src);
      results.push(await textOf(article.locator('ul')));
    }
    for (const metric of [
      '12 apps',
      '47% engagement',
      '23 clients',
      '290% growth',
      '15 countries',
      '89% satisfaction',
    ]) {
      expect(results.join(' '), metric).toContain(metric);
    }

    // Keyboard: Tab to a button and press Space.
    const appDeveloper = group.getByRole('button', { name: 'App Developer' });
    await appDeveloper.focus();
    await page.keyboard.press('Space');
    await expect(appDeveloper).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(group.getByRole('button', { name: 'Enterprise Developer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the product video is a facade: nothing is requested from YouTube before the click', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      if (/youtube|ytimg|googlevideo|doubleclick/.test(req.url())) thirdParty.push(req.url());
    });
    await page.goto('/');
    const products = page.locator('#products');
    await products.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    await expect(products.locator('iframe')).toHaveCount(0);

    const play = products.getByRole('button', { name: `Play video: ${brand.name} Max 2 product film` });
    await expect(play).toBeVisible();
    await islandReady(play);
    const request = page.waitForRequest((req) => req.url().includes('youtube-nocookie.com/embed/'));
    await play.click();
    const frame = products.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/X7kq2LmV9Pw\?/);
    await expect(frame).toHaveAttribute('title', `${brand.name} Max 2 product film`);
    await expect(frame).toHaveAttribute('allowfullscreen', '');
    await request;
    expect(thirdParty.length).toBeGreaterThan(0);
  });

  test('the hero is 80vh with a muted, looping, autoplaying background video without controls', async ({
    page,
    request,
  }) => {
    // Server HTML: the poster-only state (no autoplay before the motion preference is known).
    const html = await (await request.get('/')).text();
    const serverVideo = /<video[^>]*>/.exec(html)?.[0] ?? '';
    expect(serverVideo).toContain('poster="/images/home/hero-poster.svg"');
    expect(serverVideo).not.toMatch(/autoplay/i);
    expect(serverVideo).not.toMatch(/controls/i);
    // Only attributes of the HTML standard (the W3C checker reports any other as an error).
    const standard = new Set([
      ...['src', 'crossorigin', 'poster', 'preload', 'autoplay', 'playsinline', 'loop', 'muted'],
      ...['controls', 'width', 'height', 'class', 'id', 'style', 'tabindex', 'title', 'hidden'],
    ]);
    const unquoted = serverVideo.replace(/"[^"]*"/g, '""');
    const names = [...unquoted.matchAll(/\s([^\s=>]+)/g)].map((m) => (m[1] ?? '').toLowerCase());
    expect(names.length).toBeGreaterThan(4);
    expect(names.filter((name) => !standard.has(name) && !/^(aria|data)-/.test(name))).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const video = page.locator('main video').first();
    await expect(video).toHaveAttribute('poster', '/images/home/hero-poster.svg');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).not.toHaveAttribute('controls');
    // No picture-in-picture or casting offers once the script runs.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.disablePictureInPicture)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.disableRemotePlayback)).toBe(true);
    expect(['none', 'metadata']).toContain(await video.getAttribute('preload'));
    await expect(video.locator('source')).toHaveAttribute('src', '/videos/hero.mp4');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    const heroSection = page.locator('main section').first();
    const box = await heroSection.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(0.8 * 900 - 1);
    // The poster is the page's one eager, high-priority image.
    await expect(heroSection.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(heroSection.locator('img')).toHaveAttribute('loading', 'eager');

    // Switching reduced motion on pauses the video.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('with prefers-reduced-motion the hero video stays on its poster', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('.mp4')) videoRequests.push(req.url());
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const video = page.locator('main video').first();
    await expect(video).toHaveAttribute('poster', '/images/home/hero-poster.svg');
    // Hydrated (a client-only handler works) and still not playing.
    await islandReady(page.getByRole('button', { name: 'SDK Integrator' }));
    await page.getByRole('button', { name: 'SDK Integrator' }).click();
    await expect(page.getByRole('button', { name: 'SDK Integrator' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(videoRequests).toEqual([]);
  });

  test('does not shift its layout while loading', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const cls = (await layoutShifts(page)).reduce((sum, shift) => sum + shift, 0);
    expect(cls).toBeLessThan(0.05);
  });
});

test.describe('images', () => {
  for (const path of [
    '/',
    '/about',
    '/products',
    productPath('max'),
    productPath('glasses'),
    '/partner-success',
    '/global-partners',
  ]) {
    test(`${path}: every image is sized, described and served; only the first one is eager`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const images = await page.locator('main img').evaluateAll((els) =>
        (els as HTMLImageElement[]).map((img) => ({
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          decoding: img.getAttribute('decoding'),
          priority: img.getAttribute('fetchpriority'),
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.src, 'local image').toMatch(/^\/images\/.+\.svg$/);
        expect(Number(img.width), img.src).toBeGreaterThan(0);
        expect(Number(img.height), img.src).toBeGreaterThan(0);
        expect(img.alt, `${img.src} has an alt attribute`).not.toBeNull();
        expect(img.decoding).toBe('async');
      }
      const eager = images.filter((img) => img.loading === 'eager');
      expect(eager.length).toBeLessThanOrEqual(1);
      for (const img of eager) expect(img.priority).toBe('high');
      for (const img of images.filter((i) => i.loading !== 'eager')) expect(img.loading).toBe('lazy');
      for (const src of new Set(images.map((i) => i.src))) {
        const res = await request.get(src);
        expect(res.status(), src).toBe(200);
        expect(res.headers()['content-type']).toContain('image/svg+xml');
        expect((await res.body()).length, `${src} under 15 KB`).toBeLessThan(15 * 1024);
      }
    });
  }

  test('the hero video is a small local file', async ({ request }) => {
    const res = await request.get('/videos/hero.mp4');
    expect(res.status()).toBe(200);
    expect((await res.body()).length).toBeLessThanOrEqual(400 * 1024);
  });
});

test.describe('products', () => {
  test('the catalogue has its four groups and every card leads to a product page', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Upcoming',
      'Product Combos',
      'AR Glasses',
      'Accessories',
    ]);
    const hrefs = await page
      .locator('main article a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    for (const href of new Set(hrefs)) expect((await request.get(href)).status(), href).toBe(200);
    await page.getByRole('link', { name: `${brand.name} AR Spatial`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${productPath('ar-spatial')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${brand.name} AR Spatial`);
  });

  test('on a phone every product hero shows its whole picture, not a cropped fragment', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const products = [...Object.values(productPages), ...Object.values(wholesalePages)];
    for (const product of products) {
      await page.goto(product.href);
      const picture = page.locator('main section').first().locator('img').first();
      await expect(picture).toBeVisible();
      const shown = await picture.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        return {
          ratio: box.width / box.height,
          natural: img.naturalWidth / img.naturalHeight,
          fit,
          right: box.right,
        };
      });
      // Drawn at its own proportions inside the screen (a cover crop of a 16:9 picture is taller than that).
      expect(Math.abs(shown.ratio - shown.natural), product.href).toBeLessThan(0.02);
      expect(shown.right, product.href).toBeLessThanOrEqual(390);
      if (product.href === productPath('ar-spatial')) await screenshot(page, 'product-ar-spatial-390');
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(productPath('ar-spatial'));
    await screenshot(page, 'product-ar-spatial-1440');
  });

  for (const page of Object.values(wholesalePages)) {
    test(`${page.href}: the wholesale page has every block of doc 2 §2.3`, async ({ page: p }) => {
      await p.setViewportSize({ width: 1280, height: 800 });
      await p.goto(page.href);
      const heroBox = await p.locator('main section').first().boundingBox();
      expect(heroBox?.height ?? 0).toBeGreaterThanOrEqual(0.7 * 800 - 1);
      const main = p.getByRole('main');
      await expect(main.getByRole('link', { name: page.hero.primaryAction.label }).first()).toHaveAttribute(
        'href',
        page.audience === 'developer' ? '/become-developer' : '/become-partner',
      );
      await expect(main.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
        'href',
        '/products',
      );
      await expect(
        p.getByRole('region', { name: page.keyFeatures.heading }).getByRole('heading', { level: 3 }),
      ).toHaveCount(5);
      const specs = p.getByRole('region', { name: page.specs.heading });
      await expect(specs.getByRole('heading', { level: 3 })).toHaveText([
        'Display',
        'Hardware',
        'Connectivity',
        'Physical',
      ]);
      await expect(
        p.getByRole('region', { name: page.applications.heading }).getByRole('heading', { level: 3 }),
      ).toHaveCount(4);
      const benefits = p.getByRole('region', { name: page.benefits.heading });
      await expect(benefits.locator('li:has(svg path[d^="M20 6"])')).toHaveCount(7);
      await expect(benefits.getByRole('heading', { name: 'Apply for Partnership' })).toBeVisible();
      await expect(benefits).toContainText(/log in/);
      await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', /^mailto:/);
      await expect(main.locator(`a[href="${productPath('air')}"]`).first()).toBeVisible();
    });
  }

  test('the AI Glasses page is coming soon with a prototype label, six features and three applications', async ({
    page,
  }) => {
    const data = productPages['ai-glasses'];
    await page.goto(data.href);
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByText('Prototype image', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: data.features.heading }).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: data.useCases?.heading ?? '' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    // The spec's /partner-signup link points straight at where the server redirects it.
    for (const href of ['/contact', '/subscribe', '/become-partner']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
  });

  test('the AR Glasses page has six spec groups and three enterprise use cases', async ({ page }) => {
    const data = productPages.glasses;
    await page.goto(data.href);
    await expect(
      page.getByRole('region', { name: data.specs.heading }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Display', 'Computing', 'Sensors and Cameras', 'Audio', 'Physical', 'Software']);
    await expect(
      page.getByRole('region', { name: data.useCases?.heading ?? '' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Remote Expert Assistance', 'Training and Simulation', 'Maintenance and Repair']);
  });
});

test.describe('global partners', () => {
  test('lists the three regions, the requirements and the two actions', async ({ page }) => {
    await page.goto('/global-partners');
    for (const region of ['North America', 'Europe', 'Asia Pacific']) {
      await expect(page.getByRole('heading', { level: 3, name: region })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Partner requirements' })).toBeVisible();
    const main = page.getByRole('main');
    expect(await main.locator('a[href="/become-partner"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/contact"]').count()).toBeGreaterThan(0);
  });
});

/** Spec figures (doc 1 §2 and §9, doc 2 §9) and where they must appear. */
const figures: Record<string, string[]> = {
  '/': ['45% CAGR in AR adoption', '50° field of view', '1080P display', '45+ resellers across 6 countries'],
  '/about': [
    '2014 Founded',
    '300+ team members',
    '276 patents issued',
    '136 ongoing',
    '252 invention patents',
    '115 global patents',
    '2 business days',
  ],
  [productPath('ar-spatial')]: [
    'Resolution 1920x1080 per eye',
    'Field of view 45 degrees',
    'Weight 125g',
    'Battery life 3.5h',
    'Partner warranty claims 3 years',
  ],
  [productPath('max')]: [
    '1080p',
    'Field of view 40 degrees',
    'Weight 75g',
    '5h',
    'Manual, 58-72mm',
    'Partner warranty claims 2 years',
  ],
  [productPath('max2')]: ['Field of view 50 degrees', 'Weight 80g', '4.5h', 'Wi-Fi 6E', 'Digital, 58-72mm'],
  [productPath('ar-joy2')]: ['Field of view 42 degrees', 'Weight 65g', '5.5h', '64GB'],
  [productPath('glasses')]: [
    'Field of view 43°',
    '1280×720 per eye',
    '1,800 nits',
    'Weight 95g',
    '6-hour battery',
  ],
  '/policies/shipping': [
    '1-3 business days',
    'Express: 3-7 business days',
    'Standard: 7-14 business days',
    'Economy: 14-21 business days',
    'within 48 hours of delivery',
  ],
  '/policies/refund': [
    'unopened items within 30 days',
    'within 14 days',
    'Credit card: 5-10 business days',
    'Bank transfer: 7-14 business days',
    'Enterprise credit',
    '3-5 business days',
  ],
  '/policies/privacy': [
    'Partner applications: 7 years',
    'Contact forms and enterprise enquiries: 3 years',
    'Analytics data: 2 years',
    'Newsletter subscriptions: until you unsubscribe',
    'within 45 days',
  ],
  '/policies/terms': ['negotiation period of 30 days'],
  '/policies/cookies': ['Necessary:', 'Analytics:', 'Marketing:'],
};

async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return textOf(page.getByRole('main'));
}

test.describe('figures', () => {
  for (const [path, expected] of Object.entries(figures)) {
    test(`${path} shows its spec figures`, async ({ page }) => {
      const text = await mainText(page, path);
      for (const figure of expected) expect(text, `${path}: ${figure}`).toContain(figure);
    });
  }

  for (const slug of ['privacy', 'terms', 'cookies', 'shipping', 'refund']) {
    test(`/policies/${slug} was last updated May 24, 2025`, async ({ page }) => {
      await page.goto(`/policies/${slug}`);
      await expect(page.getByRole('main').locator('time')).toHaveText('May 24, 2025');
      await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', '2025-05-24');
      await expect(page.getByRole('main')).toContainText('Last updated May 24, 2025');
    });
  }
});
