/**
 * Developer mode for the glasses, as every page tells it (the CXR-S page, the FAQ, YodaOS-Sprite, the
 * console): register the glasses in the console's Devices tab, get developer mode granted, download the
 * signed certificate and install it; and how the glasses check it. One text, so the pages cannot drift.
 */
import {
  DEVELOPER_MODE_CERTIFICATE_DAYS,
  DEVELOPER_MODE_KEYS_PATH,
  MAX_DEVICES_PER_DEVELOPER,
} from '@app/contracts/device-models';
import { siteOriginPlaceholder } from '../../site';

export const developerModeSteps = `Register your glasses (model and serial number) in the Devices tab of the developer console; registering requests developer mode. Staff review the request, or it is granted at once when automatic grants are on, and you are e-mailed the decision. Download the device's developer-mode certificate from the Devices tab, copy it to the glasses over USB-C and confirm it under Settings > About > Developer options; the glasses restart once. Up to ${MAX_DEVICES_PER_DEVELOPER} devices per account; a serial number belongs to one account.`;

export const developerModeCheck = `The certificate is a JSON file with a statement (your name and e-mail, the glasses model and serial number, when it was issued and when it expires, and the id of the key that signed it) and an Ed25519 signature over the statement's canonical bytes (RFC 8785 JSON: keys sorted, no spaces). The glasses look up the key id among the public keys published at ${DEVELOPER_MODE_KEYS_PATH} (a JWK set they refresh when online), check the signature, check that the serial number is their own and that the current time is between the issue and expiry times. A certificate is valid for ${DEVELOPER_MODE_CERTIFICATE_DAYS} days; request developer mode again when it expires. Because the check works offline, a revoked certificate already on the glasses works until it expires: remove it from the glasses too.`;

/** A Node.js 18+ script (node:crypto only) that checks a downloaded certificate the way the glasses do. */
export const verifyCertificateSample = `// verify-certificate.mjs: node verify-certificate.mjs <certificate.json> <serial number>
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const KEYS_URL = '${siteOriginPlaceholder}${DEVELOPER_MODE_KEYS_PATH}';
const [file, serial] = process.argv.slice(2);
const { statement, signature } = JSON.parse(readFileSync(file, 'utf8'));

// RFC 8785 canonical JSON: object keys sorted, no whitespace.
const canonical = (v) =>
  Array.isArray(v) ? \`[\${v.map(canonical).join(',')}]\`
  : v && typeof v === 'object'
    ? \`{\${Object.keys(v).sort().map((k) => \`\${JSON.stringify(k)}:\${canonical(v[k])}\`).join(',')}}\`
    : JSON.stringify(v);

const { keys } = await (await fetch(KEYS_URL)).json();
const jwk = keys.find((k) => k.kid === statement.keyId && k.kid === signature.keyId);
if (!jwk) throw new Error('unknown signing key');
const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
const signed = verify(null, Buffer.from(canonical(statement)), key, Buffer.from(signature.value, 'base64url'));
const now = Date.now();
const valid = now >= Date.parse(statement.issuedAt) && now < Date.parse(statement.expiresAt);
const mine = statement.device.serialNumber === serial.replace(/[\\s-]+/g, '').toUpperCase();
console.log(JSON.stringify({ signed, valid, mine, expiresAt: statement.expiresAt }));
process.exit(signed && valid && mine ? 0 : 1);`;
