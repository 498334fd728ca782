// API key tokens (src/platform/keys/key-token.ts): their format, checksum, uniqueness and hash.
import { describe, expect, test } from 'vitest';
import {
  generateKeyToken,
  hashKeyToken,
  isPlausibleKeyToken,
  KEY_PREFIX,
} from '../../../src/platform/keys/key-token.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The token with the character at `index` replaced by the next character of the base62 alphabet. */
function changeAt(token: string, index: number): string {
  const current = token.charAt(index);
  const position = ALPHABET.indexOf(current);
  const replacement = position === -1 ? 'x' : ALPHABET.charAt((position + 1) % ALPHABET.length);
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
}

describe('generateKeyToken', () => {
  test('makes vk_ followed by 46 base62 characters', () => {
    for (let i = 0; i < 100; i++) {
      expect(generateKeyToken()).toMatch(/^vk_[0-9A-Za-z]{46}$/);
    }
    expect(KEY_PREFIX).toBe('vk_');
  });

  test('makes 10,000 distinct tokens', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, () => generateKeyToken()));
    expect(tokens.size).toBe(10_000);
  });
});

describe('isPlausibleKeyToken', () => {
  test('accepts generated tokens', () => {
    for (let i = 0; i < 1_000; i++) {
      expect(isPlausibleKeyToken(generateKeyToken())).toBe(true);
    }
  });

  test('refuses every single-character change of a valid token', () => {
    for (let round = 0; round < 20; round++) {
      const token = generateKeyToken();
      for (let index = 0; index < token.length; index++) {
        const changed = changeAt(token, index);
        expect(changed).not.toBe(token);
        expect(isPlausibleKeyToken(changed), `${token} changed at ${index}: ${changed}`).toBe(false);
      }
    }
  });

  test('refuses a key whose checksum does not match', () => {
    const token = generateKeyToken();
    const wrong = token.endsWith('000000') ? '000001' : '000000';
    expect(isPlausibleKeyToken(`${token.slice(0, -6)}${wrong}`)).toBe(false);
  });

  test('refuses a wrong prefix', () => {
    const rest = generateKeyToken().slice(KEY_PREFIX.length);
    for (const prefix of ['', 'vk', 'vk-', 'VK_', 'sk_', 'vkk_']) {
      expect(isPlausibleKeyToken(`${prefix}${rest}`), prefix).toBe(false);
    }
  });

  test('refuses a wrong length', () => {
    const token = generateKeyToken();
    expect(isPlausibleKeyToken(token.slice(0, -1))).toBe(false);
    expect(isPlausibleKeyToken(`${token}a`)).toBe(false);
    expect(isPlausibleKeyToken(`${token.slice(0, 10)}a${token.slice(10)}`)).toBe(false);
    expect(isPlausibleKeyToken('')).toBe(false);
    expect(isPlausibleKeyToken(KEY_PREFIX)).toBe(false);
  });

  test('refuses characters outside base62 and surrounding whitespace', () => {
    const token = generateKeyToken();
    expect(isPlausibleKeyToken(` ${token}`)).toBe(false);
    expect(isPlausibleKeyToken(`${token}\n`)).toBe(false);
    expect(isPlausibleKeyToken(`${token.slice(0, 20)}-${token.slice(21)}`)).toBe(false);
  });
});

describe('hashKeyToken', () => {
  test('is the SHA-256 of the token in lower-case hex', () => {
    expect(hashKeyToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashKeyToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  test('gives different tokens different 64-character hashes', () => {
    const a = generateKeyToken();
    const b = generateKeyToken();
    expect(hashKeyToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKeyToken(a)).not.toBe(hashKeyToken(b));
    expect(hashKeyToken(a)).toBe(hashKeyToken(a));
  });
});
