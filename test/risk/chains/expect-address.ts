/**
 * Assertions shared by the per-chain tests: what an address normalises to, or the words of its
 * refusal. They go through the public `normaliseAddress`, as the HTTP layer and importers do.
 */

import { expect } from 'vitest';
import { type AddressForm, type ChainName, normaliseAddress } from '../../../src/risk/chains/index.ts';

export function expectAccepted(chain: ChainName, input: string, address: string, form: AddressForm): void {
  expect(normaliseAddress(chain, input), `${chain} ${input}`).toEqual({ ok: true, address, form });
}

/** Refused, with a detail containing `words` (a string) or matching them (a RegExp). */
export function expectRefused(chain: ChainName, input: string, words: string | RegExp): void {
  const result = normaliseAddress(chain, input);
  expect(result.ok, `${chain} ${input} must be refused`).toBe(false);
  const detail = result.ok ? '' : result.detail;
  if (typeof words === 'string') expect(detail).toContain(words);
  else expect(detail).toMatch(words);
}
