/**
 * The one place to rebrand the site: name, slug, contact addresses and social links. The web app
 * re-exports this from `apps/web/src/site.ts`; the server uses it for e-mails and brand-dependent options.
 * Product routes are built from `brand.slug` (e.g. /products/lumen-max).
 */
export const brand = {
  name: 'Lumen',
  slug: 'lumen',
} as const;

/**
 * The site's own address is not known when the site is built: it is `PUBLIC_URL`, read by the server at
 * start. Everything built or generated before then (prerendered pages, the docs' samples, the sitemap,
 * robots.txt, the docs search index, the OpenAPI document's `servers`) writes this stand-in where the
 * address goes, and the server puts PUBLIC_URL's origin in its place once, at start; in the browser the
 * page's `site-origin` meta tag gives it (decision 0054). `.invalid` never resolves (RFC 2606), so a
 * stand-in that slipped through fails loudly instead of sending anyone to a wrong host. Its characters
 * need escaping in no context (HTML, XML, JSON, shell, JavaScript strings).
 */
export const siteOriginPlaceholder = 'https://public-url.invalid';

/** `text` with `origin` (already escaped for the text's context) where the stand-in stands. */
export const withOrigin = (text: string, origin: string): string =>
  text.replaceAll(siteOriginPlaceholder, origin);

export const site = {
  salesEmail: 'sales@lumen-glasses.example',
  supportEmail: 'support@lumen-glasses.example',
  partnerSupportEmail: 'partners@lumen-glasses.example',
  developerSupportEmail: 'developers@lumen-glasses.example',
  privacyEmail: 'privacy@lumen-glasses.example',
  complaintsEmail: 'complaints@lumen-glasses.example',
  noReplyEmail: 'no-reply@lumen-glasses.example',
  social: {
    linkedin: 'https://www.linkedin.com/company/lumen-glasses',
    youtube: 'https://www.youtube.com/@lumen-glasses',
  },
  discordUrl: 'https://discord.gg/lumen-developers',
  pressKitUrl: 'https://drive.example.com/lumen-press-kit',
  /** The click-to-load video player's origin; the server's Content-Security-Policy allows only this frame. */
  videoEmbedOrigin: 'https://www.youtube-nocookie.com',
  /**
   * The operator's filing numbers for mainland China (decision 0064), shown in the developer site's footer
   * linked to the registries; null until the operator has them, and then the footer says nothing of them.
   * `icp`: the ICP filing number (ICP备案号), e.g. `京ICP备2023000000号-1`, linked to beian.miit.gov.cn.
   * `publicSecurity`: the public-security filing number (公安备案号), e.g. `京公网安备11010502000000号`,
   * linked to its record on beian.mps.gov.cn (the link carries its digits).
   */
  filing: { icp: null, publicSecurity: null } as ChinaFiling,
  /**
   * Where the community meets on the Chinese pages, instead of Discord and YouTube (not reachable from
   * the mainland): the WeChat official account (its name and the link its QR code encodes) and the QQ group
   * (its number and its join link, also shown as a QR code).
   */
  chinaCommunity: {
    wechat: { name: 'Lumen开发者', url: 'https://weixin.qq.com/r/lumen-developers' },
    qqGroup: { number: '768412305', url: 'https://qm.qq.com/q/lumen-developers' },
  },
} as const;

/** The operator's mainland-China filing numbers (`site.filing`); null: not filed, nothing is shown. */
export interface ChinaFiling {
  icp: string | null;
  publicSecurity: string | null;
}

/** The MIIT registry, where an ICP filing number (site or app) can be looked up. */
export const miitFilingRegistry = 'https://beian.miit.gov.cn/';

/** The public-security filing's record: the registry's search, by the number's digits. */
export const publicSecurityFilingLink = (filingNumber: string): string =>
  `https://beian.mps.gov.cn/#/query/webSearch?code=${filingNumber.replace(/\D/g, '')}`;

/** `/products/{slug}-{suffix}` for a catalogue product. */
export const productPath = (suffix: string): string => `/products/${brand.slug}-${suffix}`;
