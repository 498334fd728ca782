// Thumbprints as registered: base64url x5t#S256, or hex as openssl prints it.
import { describe, expect, it } from 'vitest';
import { normalizeThumbprint } from '../../../src/platform/oauth/certificate-thumbprint.ts';

const HEX = '958552af961a34ac1cb2db5d8e7c909c67a9800de4b1ac320a67a1121ebe23c0';
const B64 = 'lYVSr5YaNKwcsttdjnyQnGepgA3ksawyCmehEh6-I8A';

describe('normalizeThumbprint', () => {
  it('keeps base64url and converts hex with or without colons and openssl’s prefix', () => {
    const colons = HEX.toUpperCase().match(/../g)?.join(':') ?? '';
    for (const text of [B64, HEX, HEX.toUpperCase(), colons, `sha256 Fingerprint=${colons}`, ` ${B64} `]) {
      expect(normalizeThumbprint(text), text).toBe(B64);
    }
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'abc',
      `${HEX}00`,
      HEX.slice(2),
      'lYVSr5YaNKwcsttdjnyQnGepgA3ksawyCmehEh6-I8B',
      `${B64}=`,
    ]) {
      expect(normalizeThumbprint(text), text).toBeUndefined();
    }
  });
});
