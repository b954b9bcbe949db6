/** The Install block's QR code decodes, with a real QR decoder, to the deep link it was made from. */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appDeepLink } from '@app/contracts/api/app-store';
import { qrCodeSvg } from './qr-code.ts';

async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

describe('qrCodeSvg', () => {
  it('encodes the deep link, readable by a QR decoder, and names itself as a QR code', async () => {
    const link = appDeepLink('cai-pu-ji-shi-qi');
    const svg = await qrCodeSvg(link, 'QR code: scan with your phone to open "Recipes" & more');
    expect(svg).toMatch(
      /^<svg role="img" aria-label="QR code: scan with your phone to open &#34;Recipes&#34; &#38; more"/,
    );
    expect(await decode(svg)).toBe('lumen://apps/cai-pu-ji-shi-qi');
  });
});
