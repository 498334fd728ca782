/**
 * OFAC's published sanctioned addresses (../shared/data/ofac, see its README.md), every file and
 * every line: each address must validate on the chain its ticker maps to, except the quirks named
 * here, which must be reported with their reason. A quirk that appears in a new snapshot fails the
 * test until someone names it, and a named quirk that disappears fails it too.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVM_CHAINS, type OfacSkipReason, ofacAddress } from '../../../src/risk/chains/index.ts';

const OFAC_DIR = fileURLToPath(new URL('../../../../shared/data/ofac/', import.meta.url));
const FILE = /^sanctioned_addresses_([A-Z0-9]+)\.txt$/;

/** Keyed by `${ticker} ${address}`: the addresses screening cannot place, and why. */
const QUIRKS: Readonly<Record<string, OfacSkipReason>> = {
  // README "Known quirks": XMR contains one 64-hex string that is not a Monero address.
  'XMR 5be5543ff73456ab9f2d207887e2af87322c651ea1a873c5b25b7ffae456c320': 'invalid address',
  // A BNB Beacon Chain (bnb1…) address: BNB names BNB Smart Chain only when the address is 0x….
  'BNB bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23': 'unsupported chain',
  // Tickers of chains Vigil does not screen: Bitcoin SV, Bitcoin Gold, Verge.
  'BSV 12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9': 'unsupported chain',
  'BTG GPwg61XoHqQPNmAucFACuQ5H9sGCDv9TpS': 'unsupported chain',
  'XVG DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z': 'unsupported chain',
};

/** Keyed the same: addresses placed on other chains than their ticker names, and where. */
const PLACED: Readonly<Record<string, readonly string[]>> = {
  // README "Known quirks": XBT contains one TRON-form address (upstream issue #5).
  'XBT TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq': ['tron'],
  // Ethereum Classic: the same key's account on every EVM chain.
  'ETC 0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b': EVM_CHAINS,
};

interface Listing {
  readonly ticker: string;
  readonly addresses: readonly string[];
}

function readListings(): Listing[] {
  return readdirSync(OFAC_DIR)
    .flatMap((name) => {
      const ticker = FILE.exec(name)?.[1];
      if (ticker === undefined) return [];
      const lines = readFileSync(`${OFAC_DIR}${name}`, 'utf8').split('\n');
      return [{ ticker, addresses: lines.filter((line) => line.length > 0) }];
    })
    .sort((a, b) => a.ticker.localeCompare(b.ticker));
}

const listings = readListings();

describe('the OFAC snapshot', () => {
  it('is there to test against', () => {
    // README: 19 tickers, 758 lines.
    expect(listings.length).toBeGreaterThanOrEqual(19);
  });

  it('names no quirk that the snapshot no longer holds', () => {
    const listed = new Set(
      listings.flatMap(({ ticker, addresses }) => addresses.map((a) => `${ticker} ${a}`)),
    );
    expect([...Object.keys(QUIRKS), ...Object.keys(PLACED)].filter((key) => !listed.has(key))).toEqual([]);
  });
});

describe.each(listings)('OFAC $ticker', ({ ticker, addresses }) => {
  it('validates every address on its chain, and reports each named quirk with its reason', () => {
    const unexpected: string[] = [];
    for (const address of addresses) {
      const result = ofacAddress(ticker, address);
      const quirk = QUIRKS[`${ticker} ${address}`];
      if (quirk === undefined && !result.ok)
        unexpected.push(`${address}: ${result.reason}: ${result.detail}`);
      if (quirk !== undefined && (result.ok || result.reason !== quirk)) {
        unexpected.push(`${address}: expected '${quirk}', got ${JSON.stringify(result)}`);
      }
      const placed = PLACED[`${ticker} ${address}`];
      if (result.ok && (result.note !== null) !== (placed !== undefined)) {
        unexpected.push(
          `${address}: placed on ${result.chains.join(', ')}: ${result.note ?? 'its own chain'}`,
        );
      }
      if (result.ok && placed !== undefined) expect(result.chains).toEqual(placed);
      // A 0x account is matched on every EVM chain Vigil screens, whichever ticker lists it.
      if (result.ok && result.address.startsWith('0x')) expect(result.chains).toEqual(EVM_CHAINS);
    }
    expect(unexpected).toEqual([]);
  });

  it('matches its JSON twin', () => {
    const json: unknown = JSON.parse(readFileSync(`${OFAC_DIR}sanctioned_addresses_${ticker}.json`, 'utf8'));
    expect(json).toEqual(addresses);
  });
});

describe('OFAC entries listed under several tickers', () => {
  it('store as one address per chain', () => {
    // USDT's Omni Layer addresses are Bitcoin addresses; four of them are also listed under XBT.
    const stored = (ticker: string, address: string): string | undefined => {
      const result = ofacAddress(ticker, address);
      return result.ok ? `${result.chains.join('+')} ${result.address}` : undefined;
    };
    expect(stored('USDT', '1CF46Rfbp97absrs7zb7dFfZS6qBXUm9EP')).toBe(
      stored('XBT', '1CF46Rfbp97absrs7zb7dFfZS6qBXUm9EP'),
    );
    expect(stored('BCH', '18M8bJWMzWHDBMxoLqjHHAffdRy4SrzkfB')).toMatch(/^bitcoin_cash bitcoincash:q/);
  });
});
