/**
 * One entry point for every chain: the address as Vigil stores and matches it, or why not. When
 * an address is refused but would be valid on another chain, the refusal says so, because a
 * wrong `chain` is the likeliest mistake behind a well-formed address that fails.
 */

import { type AddressResult, type AddressRule, refused } from './address-rule.ts';
import { CHAIN_NAMES, CHAINS, type ChainName } from './chains.ts';
import { bitcoinAddress, dashAddress, litecoinAddress } from './rules/bitcoin-like.ts';
import { bitcoinCashAddress } from './rules/cashaddr.ts';
import { evmRule } from './rules/evm.ts';
import { moneroAddress } from './rules/monero.ts';
import { rippleAddress } from './rules/ripple.ts';
import { solanaAddress } from './rules/solana.ts';
import { tronAddress } from './rules/tron.ts';
import { zcashAddress } from './rules/zcash.ts';

/**
 * Longer than any address of any chain here (a 64-byte-hash CashAddr with its prefix is 124), so
 * that a pasted document is refused before any decoding work.
 */
export const MAX_ADDRESS_LENGTH = 128;

const RULES: Readonly<Record<ChainName, AddressRule>> = {
  bitcoin: bitcoinAddress,
  ethereum: evmRule(CHAINS.ethereum.displayName),
  tron: tronAddress,
  litecoin: litecoinAddress,
  bitcoin_cash: bitcoinCashAddress,
  dash: dashAddress,
  zcash: zcashAddress,
  monero: moneroAddress,
  solana: solanaAddress,
  ripple: rippleAddress,
  bsc: evmRule(CHAINS.bsc.displayName),
  polygon: evmRule(CHAINS.polygon.displayName),
  arbitrum: evmRule(CHAINS.arbitrum.displayName),
};

export function normaliseAddress(chain: ChainName, input: string): AddressResult {
  const address = input.trim();
  if (address.length === 0) return refused('The address is empty.');
  if (address.length > MAX_ADDRESS_LENGTH) {
    return refused(
      `The address has ${address.length} characters; no address on any chain Vigil screens has more than ${MAX_ADDRESS_LENGTH}.`,
    );
  }
  const result = RULES[chain](address);
  if (result.ok) return result;
  const elsewhere = CHAIN_NAMES.filter((other) => other !== chain && RULES[other](address).ok);
  if (elsewhere.length === 0) return result;
  const names = elsewhere.map((name) => `'${name}'`).join(', ');
  const hint = elsewhere.length === 1 ? `chain ${names}` : `one of the chains ${names}`;
  return refused(`${result.detail} It is a valid address on ${hint}: is that the chain you meant?`);
}
