/**
 * A QR code of a link as an SVG image for the page's HTML (the App Store's Install block shows the
 * companion app's deep link this way on a desktop; the Chinese developer pages show the WeChat official
 * account and the QQ group this way). Made with `qrcode` (decision 0056): a maintained encoder that writes
 * SVG paths, so the code is part of the rendered page, needs no script and scales crisply. `role="img"`
 * with a label that says it is a QR code gives it an accessible name.
 */
import QRCode from 'qrcode';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The SVG markup of a QR code for `link`, named `label` for assistive technology, made at once (a React
 * component can render it). `qrcode` calls back before it returns when given a callback (its SVG renderer
 * is synchronous, in Node and in the browser build alike).
 */
export function qrCodeSvgNow(link: string, label: string): string {
  let svg: string | undefined;
  // Error correction M (15 %): survives a smudged screen; a 4-module quiet zone as the standard asks.
  QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }, (error, out) => {
    if (error) throw error;
    svg = out;
  });
  if (svg === undefined) throw new Error('qrcode did not render synchronously');
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(label)}" `);
}

/** The same, for callers that await it. */
export async function qrCodeSvg(link: string, label: string): Promise<string> {
  return qrCodeSvgNow(link, label);
}
