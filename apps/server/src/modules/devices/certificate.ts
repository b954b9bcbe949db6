/**
 * Developer-mode certificates: a statement (who, which glasses, when, until when, signed by which key)
 * and an Ed25519 signature over its canonical bytes. Canonical bytes are the statement's JSON as RFC 8785
 * (JSON Canonicalization Scheme) writes it: object keys sorted, no whitespace, strings and integers as
 * JSON.stringify writes them. The statement holds only strings and integers, so this is the whole of JCS
 * that applies. The glasses recompute these bytes from the file and check the signature (docs: CXR-S).
 */
import { randomUUID, sign, type KeyObject } from 'node:crypto';
import { DEVELOPER_MODE_CERTIFICATE_FORMAT } from '@app/contracts/devices';

export interface CertificateStatement {
  format: string;
  certificateId: string;
  issuer: string;
  keyId: string;
  developer: { id: number; name: string; email: string };
  device: { model: string; modelName: string; serialNumber: string };
  issuedAt: string;
  expiresAt: string;
}

export interface CertificateFile {
  statement: CertificateStatement;
  signature: { algorithm: 'Ed25519'; keyId: string; value: string };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** RFC 8785 canonical JSON of strings, integers, booleans, null, arrays and objects. */
function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as Json)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error('only integers are signed');
  return JSON.stringify(value);
}

/** The bytes the signature covers. */
const signedBytes = (statement: CertificateStatement): Buffer =>
  Buffer.from(canonicalJson(statement as unknown as Json), 'utf8');

export function issueCertificate(
  input: Omit<CertificateStatement, 'format' | 'certificateId' | 'keyId'>,
  key: { keyId: string; privateKey: KeyObject },
): CertificateFile {
  const statement: CertificateStatement = {
    format: DEVELOPER_MODE_CERTIFICATE_FORMAT,
    certificateId: randomUUID(),
    keyId: key.keyId,
    ...input,
  };
  // Ed25519 signs the message itself (no separate digest): the algorithm argument is null.
  const value = sign(null, signedBytes(statement), key.privateKey).toString('base64url');
  return { statement, signature: { algorithm: 'Ed25519', keyId: key.keyId, value } };
}

/** The file as downloaded: indented for people; the signature does not depend on the layout. */
export const certificateText = (file: CertificateFile): string => `${JSON.stringify(file, null, 2)}\n`;
