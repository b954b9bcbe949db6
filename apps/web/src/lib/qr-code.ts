/**
 * A QR code of a link as an SVG image for the page's HTML (the App Store's Install block shows the
 * companion app's deep link this way on a desktop). Made with `qrcode` (decision 0056): a maintained
 * encoder that writes SVG paths, so the code is part of the server-rendered page, needs no script and scales
 * crisply. `role="img"` with a label that says it is a QR code gives it an accessible name.
 */
import QRCode from 'qrcode';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG markup of a QR code for `link`, named `label` for assistive technology. */
export async function qrCodeSvg(link: string, label: string): Promise<string> {
  // Error correction M (15 %): survives a smudged screen; a 4-module quiet zone as the standard asks.
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(label)}" `);
}
