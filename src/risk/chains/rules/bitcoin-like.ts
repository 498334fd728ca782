/**
 * Bitcoin and the chains that kept its address formats with their own version bytes: Bitcoin,
 * Litecoin and Dash (base58check, plus segwit where the chain has it). Testnet addresses are
 * refused by name, because screening them against mainnet lists can only ever say "clean".
 */

import { type AddressForm, type AddressRule, accepted, invalid, refused } from '../address-rule.ts';
import { decodeBase58Check, encodeBase58Check } from './base58check.ts';
import { decodeSegwit } from './segwit.ts';

interface Base58Version {
  readonly version: number;
  readonly form: AddressForm;
  /** Stored re-encoded under this version, so that one script has one stored address. */
  readonly storeAs?: number;
}

interface BitcoinLikeParams {
  readonly displayName: string;
  /** How its addresses start, for the refusal of one that does not. */
  readonly starts: string;
  readonly versions: readonly Base58Version[];
  readonly testnetVersions: readonly number[];
  readonly segwitHrp?: string;
  readonly testnetHrps: readonly string[];
  /** Prefixes of real addresses that cannot be screened, with the reason. */
  readonly unscreenable?: readonly { readonly prefix: string; readonly detail: string }[];
}

// A version byte and a 20-byte hash (HASH160 of a key or a script).
const PAYLOAD_BYTES = 21;

export function bitcoinLikeRule(params: BitcoinLikeParams): AddressRule {
  const { displayName } = params;
  const testnet = refused(
    `This is a ${displayName} testnet address; Vigil screens ${displayName} mainnet addresses only.`,
  );
  return (input) => {
    const lower = input.toLowerCase();
    for (const { prefix, detail } of params.unscreenable ?? []) {
      if (lower.startsWith(prefix)) return refused(detail);
    }
    if (params.segwitHrp !== undefined && lower.startsWith(`${params.segwitHrp}1`)) {
      return decodeSegwit(input, params.segwitHrp, displayName);
    }
    if (params.testnetHrps.some((hrp) => lower.startsWith(`${hrp}1`))) return testnet;

    const decoded = decodeBase58Check(input);
    if (!decoded.ok) return invalid(displayName, decoded.problem);
    const { payload } = decoded;
    const version = payload[0] ?? -1;
    if (params.testnetVersions.includes(version) && payload.length === PAYLOAD_BYTES) return testnet;
    const known = params.versions.find((v) => v.version === version);
    if (known === undefined) {
      return invalid(
        displayName,
        `its version byte 0x${hex2(version)} is not a ${displayName} one; ${displayName} addresses start with ${params.starts}`,
      );
    }
    if (payload.length !== PAYLOAD_BYTES) {
      return invalid(
        displayName,
        `it holds ${payload.length - 1} bytes after the version byte, where 20 belong`,
      );
    }
    if (known.storeAs === undefined) return accepted(input, known.form);
    const restamped = Uint8Array.from(payload);
    restamped[0] = known.storeAs;
    return accepted(encodeBase58Check(restamped), known.form);
  };
}

function hex2(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}

// Version bytes from each project's chainparams.cpp (base58Prefixes, bech32_hrp).
export const bitcoinAddress = bitcoinLikeRule({
  displayName: 'Bitcoin',
  starts: '1, 3 or bc1',
  versions: [
    { version: 0x00, form: 'p2pkh' },
    { version: 0x05, form: 'p2sh' },
  ],
  testnetVersions: [0x6f, 0xc4],
  segwitHrp: 'bc',
  testnetHrps: ['tb', 'bcrt'],
});

export const litecoinAddress = bitcoinLikeRule({
  displayName: 'Litecoin',
  starts: 'L, M, 3 or ltc1',
  versions: [
    { version: 0x30, form: 'p2pkh' },
    { version: 0x32, form: 'p2sh' },
    // Litecoin shared Bitcoin's P2SH byte until 0.13.2 and still accepts it; M… is the same script.
    { version: 0x05, form: 'p2sh-legacy', storeAs: 0x32 },
  ],
  testnetVersions: [0x6f, 0x3a, 0xc4],
  segwitHrp: 'ltc',
  testnetHrps: ['tltc', 'rltc'],
  unscreenable: [
    {
      prefix: 'ltcmweb1',
      detail:
        'This is a Litecoin MWEB address, whose transfers are confidential; only transparent Litecoin addresses (L…, M…, 3…, ltc1…) can be screened.',
    },
  ],
});

export const dashAddress = bitcoinLikeRule({
  displayName: 'Dash',
  starts: 'X or 7',
  versions: [
    { version: 0x4c, form: 'p2pkh' },
    { version: 0x10, form: 'p2sh' },
  ],
  testnetVersions: [0x8c, 0x13],
  testnetHrps: [],
});
