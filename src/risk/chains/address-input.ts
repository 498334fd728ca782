/**
 * A chain, an address and a transaction hash as a request gives them, checked and normalised, or a
 * 400 pointing at the field that is wrong (API.md §5: an unknown chain, or an address whose
 * checksum or form is wrong for its chain; a hash not in its chain's form).
 */
import { invalidField } from '../../lib/errors.ts';
import { type ChainName, parseChain } from './chains.ts';
import { normaliseAddress } from './normalise-address.ts';
import { normaliseTxHash } from './tx-hash.ts';

export function readChain(input: string, pointer = '/chain'): ChainName {
  const parsed = parseChain(input);
  if (!parsed.ok) throw invalidField(pointer, parsed.detail);
  return parsed.chain;
}

export function readAddress(chain: ChainName, input: string, pointer = '/address'): string {
  const normalised = normaliseAddress(chain, input);
  if (!normalised.ok) throw invalidField(pointer, normalised.detail);
  return normalised.address;
}

export function readTxHash(chain: ChainName, input: string, pointer = '/tx_hash'): string {
  const normalised = normaliseTxHash(chain, input);
  if (!normalised.ok) throw invalidField(pointer, normalised.detail);
  return normalised.hash;
}
