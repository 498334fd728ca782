// Signing against the Standard Webhooks reference values in ../shared/data/webhooks, and secrets.
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  afterRotation,
  generateWebhookSecret,
  signatureHeader,
  signingSecrets,
} from '../../../src/platform/webhooks/webhook-signing.ts';

const DATA = new URL('../../../../shared/data/webhooks/', import.meta.url);

interface Vector {
  name: string;
  secret?: string;
  'webhook-id'?: string;
  'webhook-timestamp'?: string;
  payload?: string;
  expected_signature?: string;
  signature_header?: string;
  junk_signature?: string;
}

const vectors = (
  JSON.parse(readFileSync(new URL('standard-webhooks-vectors.json', DATA), 'utf8')) as { vectors: Vector[] }
).vectors;
const signatures = JSON.parse(readFileSync(new URL('signatures.json', DATA), 'utf8')) as {
  id: string;
  timestamp: number;
  secret: string;
  payload: string;
  signature: string;
}[];

function vector(
  name: string,
): Required<Pick<Vector, 'secret' | 'webhook-id' | 'webhook-timestamp' | 'payload'>> & Vector {
  const found = vectors.find((v) => v.name === name);
  if (!found?.secret || !found['webhook-id'] || !found['webhook-timestamp'] || found.payload === undefined)
    throw new Error(`vector ${name} is incomplete`);
  return {
    ...found,
    secret: found.secret,
    'webhook-id': found['webhook-id'],
    'webhook-timestamp': found['webhook-timestamp'],
    payload: found.payload,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signatureHeader', () => {
  test('reproduces the known-answer vector of the Standard Webhooks libraries', () => {
    const v = vector('sign-known-answer');
    expect(signatureHeader([v.secret], v['webhook-id'], Number(v['webhook-timestamp']), v.payload)).toBe(
      v.expected_signature,
    );
  });

  test.each(signatures)('reproduces signatures.json ($id)', (s) => {
    // The file writes the secret without its whsec_ prefix; both forms sign alike.
    expect(signatureHeader([s.secret], s.id, s.timestamp, s.payload)).toBe(s.signature);
    expect(signatureHeader([`whsec_${s.secret}`], s.id, s.timestamp, s.payload)).toBe(s.signature);
  });

  test('writes one signature per secret, each verifiable by the standardwebhooks package', () => {
    const v = vector('sign-known-answer');
    const other = generateWebhookSecret();
    const header = signatureHeader(
      [v.secret, other],
      v['webhook-id'],
      Number(v['webhook-timestamp']),
      v.payload,
    );
    expect(header.split(' ')).toHaveLength(2);
    vi.useFakeTimers({ now: Number(v['webhook-timestamp']) * 1000, toFake: ['Date'] });
    const headers = {
      'webhook-id': v['webhook-id'],
      'webhook-timestamp': v['webhook-timestamp'],
      'webhook-signature': header,
    };
    for (const secret of [v.secret, other]) {
      expect(new Webhook(secret).verify(v.payload, headers)).toEqual(JSON.parse(v.payload));
    }
    expect(() => new Webhook(generateWebhookSecret()).verify(v.payload, headers)).toThrow(
      /No matching signature/,
    );
  });

  test('a signature altered by one character does not verify', () => {
    const v = vector('one-char-altered-signature');
    vi.useFakeTimers({ now: Number(v['webhook-timestamp']) * 1000, toFake: ['Date'] });
    expect(() =>
      new Webhook(v.secret).verify(v.payload, {
        'webhook-id': v['webhook-id'],
        'webhook-timestamp': v['webhook-timestamp'],
        'webhook-signature': v.signature_header ?? '',
      }),
    ).toThrow(/No matching signature/);
  });
});

describe('secrets', () => {
  test('are whsec_ and the base64 of 32 random bytes', () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(a);
  });

  test('a rotation keeps the replaced secret until its grace ends, and drops expired ones', () => {
    const now = 1_000_000;
    const previous = afterRotation([{ secret: 'whsec_old', expires_at: now - 1 }], 'whsec_a', now, 60_000);
    expect(previous).toEqual([{ secret: 'whsec_a', expires_at: now + 60_000 }]);
    expect(signingSecrets('whsec_b', previous, now)).toEqual(['whsec_b', 'whsec_a']);
    expect(signingSecrets('whsec_b', previous, now + 60_000)).toEqual(['whsec_b']);
    expect(afterRotation(previous, 'whsec_b', now, 0)).toEqual(previous);
  });

  test('keep at most five previous secrets', () => {
    let previous = afterRotation([], 'whsec_0', 0, 1_000);
    for (let i = 1; i < 8; i++) previous = afterRotation(previous, `whsec_${i}`, i, 1_000);
    expect(previous.map((p) => p.secret)).toEqual(['whsec_3', 'whsec_4', 'whsec_5', 'whsec_6', 'whsec_7']);
  });
});
