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

/**
 * The `chain` and `address` filters of a list, read: an address is only comparable within its
 * chain, so one without the other is a 400.
 */
export function readChainAddressQuery(filters: {
  chain?: string | undefined;
  address?: string | undefined;
}): { chain?: ChainName; address?: string } {
  if (filters.chain === undefined) {
    if (filters.address !== undefined) {
      throw invalidField(
        '/query/chain',
        'is needed with address: addresses are only comparable within a chain',
      );
    }
    return {};
  }
  const chain = readChain(filters.chain, '/query/chain');
  if (filters.address === undefined) return { chain };
  return { chain, address: readAddress(chain, filters.address, '/query/address') };
}
