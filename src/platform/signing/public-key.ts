/**
 * The public half of a signing key, in every form a verifier may want: a Node key object, SPKI PEM,
 * JWK, the Standard Webhooks `whpk_` form (Ed25519 only: the spec defines no other), and an id
 * derived from the key itself (its RFC 7638 JWK thumbprint), so every process that loads the same
 * key from the module names it the same way.
 */
import { createHash, createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { derivedId } from '../../lib/ids.ts';

/**
 * JOSE names (RFC 9864 `Ed25519`, RFC 7518 `ES256`). ES256 is ECDSA on P-256 over SHA-256 with the
 * signature as the 64 bytes r‖s (IEEE P1363), as a PKCS#11 token returns it.
 */
export const SIGNATURE_ALGORITHMS = ['Ed25519', 'ES256'] as const;
export type SignatureAlgorithm = (typeof SIGNATURE_ALGORITHMS)[number];

export interface PublicSigningKey {
  /** `sigk_…`, derived from the JWK thumbprint. */
  id: string;
  algorithm: SignatureAlgorithm;
  keyObject: KeyObject;
  spkiPem: string;
  jwk: { kty: string; crv: string; x: string; y?: string };
  /** RFC 7638 SHA-256 thumbprint of the JWK, base64url. */
  thumbprint: string;
  /** `whpk_` + base64 of the raw 32-byte Ed25519 key; null for ES256. */
  whpk: string | null;
}

export const WEBHOOK_PUBLIC_KEY_PREFIX = 'whpk_';

/** A public key read from a token, or why it is not one Vigil can sign with. */
export function publicKeyFromKeyObject(keyObject: KeyObject): PublicSigningKey | string {
  const type = keyObject.asymmetricKeyType;
  const curve = keyObject.asymmetricKeyDetails?.namedCurve;
  if (type !== 'ed25519' && !(type === 'ec' && curve === 'prime256v1')) {
    return `a ${type === 'ec' ? `${curve ?? 'unknown'} EC` : (type ?? 'unknown')} key; Vigil signs with Ed25519 or, where the module lacks EdDSA, ECDSA P-256 keys`;
  }
  const exported: JsonWebKey = keyObject.export({ format: 'jwk' });
  const { kty, crv, x, y } = exported;
  if (typeof kty !== 'string' || typeof crv !== 'string' || typeof x !== 'string')
    return 'a key whose JWK form is incomplete';
  const jwk = typeof y === 'string' ? { kty, crv, x, y } : { kty, crv, x };
  // RFC 7638: the required members only, in lexicographic order, without whitespace.
  const thumbprint = createHashB64url(canonicalJson(jwk));
  return {
    id: derivedId('signingKey', thumbprint),
    algorithm: type === 'ed25519' ? 'Ed25519' : 'ES256',
    keyObject,
    spkiPem: keyObject.export({ type: 'spki', format: 'pem' }).toString(),
    jwk,
    thumbprint,
    whpk:
      type === 'ed25519'
        ? `${WEBHOOK_PUBLIC_KEY_PREFIX}${Buffer.from(x, 'base64url').toString('base64')}`
        : null,
  };
}

/** A key from SPKI PEM, as the store keeps published keys. */
export function publicKeyFromPem(pem: string): PublicSigningKey | string {
  return publicKeyFromKeyObject(createPublicKey(pem));
}

// DER of the curve parameters (`CKA_EC_PARAMS`) that name the curves Vigil accepts.
const P256_OID = '06082a8648ce3d030107';
const ED25519_PARAMS = new Set([
  '06032b6570', // id-Ed25519, 1.3.101.112 (RFC 8410)
  '130c656477617264733235353139', // PrintableString "edwards25519" (PKCS#11 v3.0 §2.3.5)
  '06092b06010401da470f01', // GnuPG's 1.3.6.1.4.1.11591.15.1, which some tools still write
]);

/**
 * A key from its PKCS#11 attributes: the key type, `CKA_EC_PARAMS` and `CKA_EC_POINT` (a DER
 * OCTET STRING around the point, or the bare point: modules differ).
 */
export function publicKeyFromEcPoint(
  keyType: 'ec' | 'ec_edwards',
  params: Buffer,
  point: Buffer,
): PublicSigningKey | string {
  const paramsHex = params.toString('hex');
  if (keyType === 'ec_edwards') {
    if (!ED25519_PARAMS.has(paramsHex)) return 'an Edwards-curve key that is not Ed25519 (Ed448?)';
    const raw = unwrapOctetString(point, 32);
    if (!raw) return `an Ed25519 key whose CKA_EC_POINT has ${point.length} bytes`;
    return fromJwk({ kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') });
  }
  if (paramsHex !== P256_OID) return 'an EC key on a curve other than P-256';
  const raw = unwrapOctetString(point, 65);
  if (raw?.[0] !== 0x04) return 'a P-256 key whose CKA_EC_POINT is not an uncompressed point';
  return fromJwk({
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  });
}

function fromJwk(jwk: JsonWebKey): PublicSigningKey | string {
  try {
    return publicKeyFromKeyObject(createPublicKey({ key: jwk, format: 'jwk' }));
  } catch (error) {
    return `a key Node cannot read (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** The `size` bytes of a point, bare or in a DER OCTET STRING (tag 0x04, one-byte length). */
function unwrapOctetString(bytes: Buffer, size: number): Buffer | undefined {
  if (bytes.length === size) return bytes;
  if (bytes.length === size + 2 && bytes[0] === 0x04 && bytes[1] === size) return bytes.subarray(2);
  return undefined;
}

/** Whether `signature` is `key`'s over `data`. */
export function verifySignature(key: PublicSigningKey, data: Buffer, signature: Buffer): boolean {
  return key.algorithm === 'Ed25519'
    ? verify(null, data, key.keyObject, signature)
    : verify('sha256', data, { key: key.keyObject, dsaEncoding: 'ieee-p1363' }, signature);
}

function createHashB64url(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
