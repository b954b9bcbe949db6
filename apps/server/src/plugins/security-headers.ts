/**
 * Security headers on every response (pages, assets, API JSON, errors, redirects): a Content-Security-Policy
 * that names exactly what the site loads, nosniff, a strict referrer policy, same-origin resource policy, a
 * Permissions-Policy that turns off what the site never uses, and HSTS when the request came over HTTPS
 * (directly, or per the proxy's X-Forwarded-Proto with TRUST_PROXY). Why each source is there:
 * docs/decisions/0009-security-headers.md.
 */
import type { FastifyInstance } from 'fastify';
import { site } from '@app/contracts/site';

const cspDirectives: Record<string, string[]> = {
  'default-src': ["'none'"],
  // Vite's hashed modules and their modulepreloads; prerendered pages carry no inline script.
  'script-src': ["'self'"],
  // The stylesheet is a file, but Radix dialogs insert a computed <style> (scroll lock) and React/Radix set
  // style attributes; neither can carry a hash or a nonce on static pages.
  'style-src': ["'self'", "'unsafe-inline'"],
  // SVG and raster images from /images; data: for the two-factor QR code rendered inline.
  'img-src': ["'self'", 'data:'],
  // The hero video (/videos/hero.mp4).
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  // No web fonts (system font stack) and no web manifest, so font-src and manifest-src stay 'none'.
  // The click-to-load video player, and nothing else.
  'frame-src': [site.videoEmbedOrigin],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export const contentSecurityPolicy = Object.entries(cspDirectives)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * Powerful features off for every frame; the video player may autoplay, go full screen and play DRM media.
 * Only names Chromium recognises: an unknown one (e.g. `bluetooth` on Linux builds) is logged as an error.
 */
const disabledFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const playerFeatures = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

const permissionsPolicy = [
  ...disabledFeatures.map((feature) => `${feature}=()`),
  ...playerFeatures.map((feature) => `${feature}=(self "${site.videoEmbedOrigin}")`),
].join(', ');

const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

const alwaysHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': permissionsPolicy,
};

/** The headers of every answer; HSTS only over HTTPS. */
export function securityHeaders(https: boolean): Record<string, string> {
  return https ? { ...alwaysHeaders, 'Strict-Transport-Security': strictTransportSecurity } : alwaysHeaders;
}

/**
 * onSend runs for every reply, including the error handler's, the 404 handler's and redirects. The answers
 * Node's HTTP parser gives before Fastify sees a request (malformed, oversized headers, timed out) carry the
 * same headers: plugins/client-errors.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request.protocol === 'https'));
    return payload;
  });
}
