/**
 * The one place to rebrand the site: name, slug, contact addresses and social links. The web app
 * re-exports this from `apps/web/src/site.ts`; the server uses it for e-mails and brand-dependent options.
 * Product routes are built from `brand.slug` (e.g. /products/lumen-max).
 */
export const brand = {
  name: 'Lumen',
  slug: 'lumen',
} as const;

export const site = {
  url: 'https://www.lumen-glasses.example',
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
} as const;

/** `/products/{slug}-{suffix}` for a catalogue product. */
export const productPath = (suffix: string): string => `/products/${brand.slug}-${suffix}`;
