// Public signing keys from what a PKCS#11 token reports: the curve parameters and point forms
// modules use, the RFC 7638 thumbprint the key id is derived from, and refusal of other keys.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  publicKeyFromEcPoint,
  publicKeyFromKeyObject,
  publicKeyFromPem,
  verifySignature,
} from '../../../src/platform/signing/public-key.ts';

// RFC 8037 appendix A: an Ed25519 key and its RFC 7638 thumbprint.
const RFC8037_X = '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo';
const RFC8037_THUMBPRINT = 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k';
const RAW = Buffer.from(RFC8037_X, 'base64url');
const ED25519_OID = Buffer.from('06032b6570', 'hex');
const P256_OID = Buffer.from('06082a8648ce3d030107', 'hex');

function mustBeKey<T>(value: T | string): T {
  if (typeof value === 'string') throw new Error(value);
  return value;
}

describe('publicKeyFromEcPoint', () => {
  test('reads an Ed25519 point bare or in a DER OCTET STRING, with any of the curve names modules write', () => {
    const wrapped = Buffer.concat([Buffer.from([0x04, 0x20]), RAW]);
    const names = [
      ED25519_OID,
      Buffer.from('130c656477617264733235353139', 'hex'),
      Buffer.from('06092b06010401da470f01', 'hex'),
    ];
    for (const params of names) {
      for (const point of [RAW, wrapped]) {
        const key = mustBeKey(publicKeyFromEcPoint('ec_edwards', params, point));
        expect(key.thumbprint).toBe(RFC8037_THUMBPRINT);
        expect(key.algorithm).toBe('Ed25519');
        expect(key.whpk).toBe(`whpk_${RAW.toString('base64')}`);
        expect(key.id).toMatch(/^sigk_/);
      }
    }
  });

  test('derives the same id from the same key, whatever form it came in', () => {
    const fromPoint = mustBeKey(publicKeyFromEcPoint('ec_edwards', ED25519_OID, RAW));
    expect(mustBeKey(publicKeyFromPem(fromPoint.spkiPem)).id).toBe(fromPoint.id);
  });

  test('reads a P-256 point and verifies ES256 signatures as r‖s', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const point = Buffer.concat([
      Buffer.from([0x04]),
      Buffer.from(String(jwk.x), 'base64url'),
      Buffer.from(String(jwk.y), 'base64url'),
    ]);
    const key = mustBeKey(
      publicKeyFromEcPoint('ec', P256_OID, Buffer.concat([Buffer.from([0x04, 0x41]), point])),
    );
    expect(key).toMatchObject({
      algorithm: 'ES256',
      whpk: null,
      jwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
    });
    const data = Buffer.from('1.1700000000.{}');
    const signature = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
    expect(verifySignature(key, data, signature)).toBe(true);
    expect(verifySignature(key, Buffer.from('other'), signature)).toBe(false);
  });

  test('refuses other curves and malformed points', () => {
    expect(publicKeyFromEcPoint('ec', Buffer.from('06052b81040022', 'hex'), RAW)).toMatch(/other than P-256/);
    expect(publicKeyFromEcPoint('ec_edwards', Buffer.from('06032b6571', 'hex'), RAW)).toMatch(/not Ed25519/);
    expect(publicKeyFromEcPoint('ec_edwards', ED25519_OID, RAW.subarray(1))).toMatch(/31 bytes/);
    expect(publicKeyFromEcPoint('ec', P256_OID, Buffer.alloc(65, 1))).toMatch(/not an uncompressed point/);
  });

  test('refuses RSA and other EC curves from key objects', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(publicKeyFromKeyObject(rsa)).toMatch(/^a rsa key; Vigil signs with Ed25519/);
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey;
    expect(publicKeyFromKeyObject(p384)).toMatch(/^a secp384r1 EC key/);
  });
});
