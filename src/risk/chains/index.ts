/**
 * The chains Vigil screens and their address rules: the whole public surface in one place. Pure
 * (no store, no HTTP, no clock). Problems come back as a `detail` sentence; the HTTP layer turns
 * them into a 400 naming the field (`invalidField('/address', detail)`).
 *
 * Every input is trimmed first; more than 128 characters is refused before any decoding. When an
 * address fails its chain's rule but passes another chain's, the detail names that chain.
 *
 * | chain | accepted forms | stored as | sources |
 * |---|---|---|---|
 * | bitcoin | base58check 0x00 (1…), 0x05 (3…); segwit `bc1`: v0 bech32 with a 20- or 32-byte program, v1-16 bech32m with 2-40 bytes; whole upper case allowed for bech32 | base58 as given; bech32 in lower case | BIP-13, BIP-141, BIP-173, BIP-350; Bitcoin Core chainparams.cpp |
 * | litecoin | base58check 0x30 (L…), 0x32 (M…), 0x05 (3…); segwit `ltc1` | 3… re-encoded as M… (same script); bech32 lower case | Litecoin Core chainparams.cpp |
 * | bitcoin_cash | CashAddr `bitcoincash:` q… (P2PKH, 20 bytes), p… (P2SH, 20 or 32 bytes), prefix optional, one case; token-aware z…/r…; legacy base58 0x00/0x05 | always `bitcoincash:` + lower-case CashAddr of the plain type: legacy and token-aware addresses pay the same script (form 'legacy' / 'cashaddr-token' says which was given) | bitcoincash.org cashaddr.md; CHIP-2022-02 CashTokens |
 * | dash | base58check 0x4c (X…), 0x10 (7…) | as given | Dash Core chainparams.cpp |
 * | zcash | base58check 0x1cb8 (t1…), 0x1cbd (t3…); ZIP-320 TEX (`tex1`, bech32m key hash) | t-address as given; TEX as its t1… | zcashd chainparams.cpp; ZIP-320 |
 * | ethereum, bsc, polygon, arbitrum | `0x` + 40 hex; mixed case must pass EIP-55, one case is unchecked | lower case | EIP-55 (Keccak-256) |
 * | tron | base58check 0x41 + 20 bytes (T…); hex 41 + 40 hex digits (TRON HTTP API default) | base58 (T…) | TRON developer docs, "Account" address format |
 * | solana | base58 decoding to 32 bytes (no checksum exists) | as given | Solana docs, public keys |
 * | ripple | classic r… (XRP base58 alphabet, version 0x00, double SHA-256 checksum); X-addresses X… | classic r…: an X-address's tag names a customer within the account, and lists name accounts | xrpl.org "Addresses"; XLS-5d |
 * | monero | standard (95 chars, prefix 18, starts 4), subaddress (95, prefix 42, starts 8), integrated (106, prefix 19); block base58 and Keccak-256 checksum verified in full | as given; integrated as its standard address (the payment id names a payment, not a holder) | Monero cryptonote_config.h; Monero docs "Addresses" |
 *
 * Refused with their own sentence: testnet, regtest and stagenet addresses, wherever a chain marks
 * the network in its addresses; shielded Zcash (zs…, zc…, u1…) and Litecoin MWEB (ltcmweb1…)
 * addresses, which hide the transfers there would be to screen.
 *
 * OFAC tickers (`ofacAddress`): XBT/BTC bitcoin, ETH ethereum, TRX tron, LTC litecoin, BCH
 * bitcoin_cash, DASH dash, ZEC zcash, XMR monero, SOL solana, XRP ripple, ARB arbitrum, BSC and BNB
 * bsc (BNB's bnb1… Beacon Chain addresses are an unsupported chain), MATIC/POL polygon; USDT and
 * USDC by address form (0x… ethereum, T… tron, USDT's Omni Layer 1…/3… bitcoin, 32-byte base58
 * solana). A 0x address is placed on every EVM chain (`EVM_CHAINS`), ETC's too; an address valid
 * only on another chain than its ticker's is placed there. Any other ticker (BSV, BTG, XVG, DOGE,
 * …) is 'unsupported chain'.
 */

export { readAddress, readChain, readChainAddressQuery, readTxHash } from './address-input.ts';
export type { AddressAccepted, AddressForm, AddressRefused, AddressResult } from './address-rule.ts';
export { decimalOf, MAX_VALUE_USD, type ReadAmount, readAmount, readValueUsd } from './amounts.ts';
export { type AssetInfo, assetOf, STABLECOINS } from './assets.ts';
export {
  CHAIN_NAMES,
  CHAINS,
  type ChainFamily,
  type ChainInfo,
  type ChainName,
  EVM_CHAINS,
  parseChain,
  resolveChain,
} from './chains.ts';
export { MAX_ADDRESS_LENGTH, normaliseAddress } from './normalise-address.ts';
export {
  type OfacAddressResult,
  type OfacPlacement,
  type OfacSkipReason,
  ofacAddress,
  ofacTickerOf,
} from './ofac-tickers.ts';
export { normaliseTxHash } from './tx-hash.ts';
