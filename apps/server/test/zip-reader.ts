/**
 * Reads a ZIP archive (such as a .docx) for tests: the central directory gives each entry, its local
 * header gives the data, which is inflated with node:zlib and checked against the stored CRC-32 and size.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Every entry of the archive, by name (throws on a malformed archive or a CRC mismatch). */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const eocd = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory record');
  const count = archive.readUInt16LE(eocd + 10);
  let at = archive.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataStart =
      localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const raw = archive.subarray(dataStart, dataStart + compressedSize);
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : null;
    if (!data) throw new Error(`unsupported compression method ${method} for ${name}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`size or CRC mismatch for ${name}`);
    entries.set(name, data);
  }
  return entries;
}

/**
 * A small XML well-formedness check (tags balanced and properly nested, one root, no stray `<` or `&`):
 * enough to catch a broken generator without an XML parser dependency.
 */
export function assertWellFormedXml(xml: string, label = 'xml'): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const tag =
    /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/g;
  for (const m of body.matchAll(tag)) {
    if (m[2] === undefined) throw new Error(`${label}: stray "${m[0]}" at ${m.index}`);
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`${label}: unbalanced </${name}> at ${m.index}`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    } else if (stack.length === 0) {
      roots += 1;
    }
  }
  if (stack.length > 0) throw new Error(`${label}: unclosed <${stack.at(-1)}>`);
  if (roots !== 1) throw new Error(`${label}: ${roots} root elements`);
}
