/**
 * OFAC's published addresses (../shared/data/ofac, the 2025-11-19 list), every line imported through
 * the SDN importer and screened over HTTP: each must be a sanctions hit on the chain it belongs to,
 * a 0x account on every EVM chain Vigil screens (the same key's account, the same sanctioned holder),
 * and the TRON address OFAC files under XBT on tron. Only the addresses no chain of Vigil's can
 * hold screen clean, and they are named here. The expected chains are written out below from the
 * list's tickers and the addresses' forms, not computed by the code under test.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { type PartySpec, sdnDocument } from '../lists/ofac/sdn-document.ts';

const OFAC_DIR = fileURLToPath(new URL('../../../../shared/data/ofac/', import.meta.url));
const EVM = ['ethereum', 'bsc', 'polygon', 'arbitrum'];

/** Where each ticker's addresses belong, by ticker (tokens: by the address's form). */
function expectedChains(ticker: string, address: string): string[] {
  if (address.startsWith('0x')) return EVM;
  // README "Known quirks": XBT holds one TRON-form address.
  if (address === 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq') return ['tron'];
  const byTicker: Record<string, string> = {
    XBT: 'bitcoin',
    TRX: 'tron',
    LTC: 'litecoin',
    BCH: 'bitcoin_cash',
    DASH: 'dash',
    ZEC: 'zcash',
    XMR: 'monero',
    SOL: 'solana',
    XRP: 'ripple',
  };
  const chain = byTicker[ticker];
  if (chain !== undefined) return [chain];
  if (ticker === 'USDT' || ticker === 'USDC') {
    if (address.startsWith('T')) return ['tron'];
    if (address.startsWith('1') || address.startsWith('3')) return ['bitcoin'];
    return ['solana'];
  }
  throw new Error(`no expectation for ${ticker} ${address}`);
}

/** The lines no chain Vigil screens can hold: a chain Vigil does not screen, or no address at all. */
const UNSCREENABLE = new Set([
  'XMR 5be5543ff73456ab9f2d207887e2af87322c651ea1a873c5b25b7ffae456c320',
  'BNB bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23',
  'BSV 12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9',
  'BTG GPwg61XoHqQPNmAucFACuQ5H9sGCDv9TpS',
  'XVG DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z',
]);

interface Line {
  ticker: string;
  address: string;
  entry: string;
}

const lines: Line[] = readdirSync(OFAC_DIR)
  .flatMap((name) => {
    const ticker = /^sanctioned_addresses_([A-Z0-9]+)\.txt$/.exec(name)?.[1];
    if (ticker === undefined) return [];
    return readFileSync(`${OFAC_DIR}${name}`, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((address) => ({ ticker, address }));
  })
  .map((line, i) => ({ ...line, entry: String(10_000 + i) }));

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['screening:read'], { workspace: 'ofac-corpus' });
  const parties: PartySpec[] = lines.map((line) => ({
    id: line.entry,
    subType: 'entity',
    name: { rest: `HOLDER ${line.entry}` },
    features: [{ type: 'currency', ticker: line.ticker, value: line.address }],
    programs: ['CYBER2'],
  }));
  const doc = sdnDocument(parties, undefined, { date: '2025-11-19' });
  await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
    clock: t.clock,
    fileName: 'sdn_advanced.xml',
  });
  await t.app.services.risk.refresh();
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function screen(chain: string, address: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/screen/wallet',
    key,
    payload: { chain, address },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the OFAC list of 2025-11-19, screened line by line', () => {
  it('holds the 758 lines of the snapshot', () => {
    expect(lines).toHaveLength(758);
  });

  it('screens every line a chain can hold as a sanctions hit on each chain it belongs to', async () => {
    const misses: string[] = [];
    let hits = 0;
    for (const line of lines) {
      if (UNSCREENABLE.has(`${line.ticker} ${line.address}`)) continue;
      for (const chain of expectedChains(line.ticker, line.address)) {
        const result = await screen(chain, line.address);
        const match = result.matches.find(
          (m: { label: string; exposure: string }) =>
            m.label === `HOLDER ${line.entry}` && m.exposure === 'ownership',
        );
        const listedHere = match?.listed_on?.some((l: { ticker: string }) => l.ticker === line.ticker);
        if (result.sanctions_hit && result.risk_score === 100 && listedHere) hits += 1;
        else misses.push(`${line.ticker} ${line.address} on ${chain}: ${result.risk_score}`);
      }
    }
    expect(misses).toEqual([]);
    // 753 lines a chain holds; 90 of them are 0x accounts (81 distinct), each a hit on four chains.
    const evmLines = lines.filter((line) => line.address.startsWith('0x'));
    expect(evmLines).toHaveLength(90);
    expect(new Set(evmLines.map((line) => line.address.toLowerCase())).size).toBe(81);
    expect(hits).toBe(753 + 3 * evmLines.length);
  }, 120_000);

  it('screens an address listed under ETH as a hit on bsc, saying it was listed on ethereum', async () => {
    const result = await screen('bsc', '0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf');
    expect(result).toMatchObject({ risk_score: 100, risk_category: 'severe', sanctions_hit: true });
    expect(result.matches[0].listed_on).toEqual([{ ticker: 'ETH', chain: 'ethereum' }]);
  });

  it('screens the TRON address OFAC files under XBT as a hit on tron', async () => {
    const result = await screen('tron', 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq');
    expect(result).toMatchObject({ risk_score: 100, sanctions_hit: true });
    expect(result.matches[0].listed_on).toEqual([{ ticker: 'XBT', chain: 'bitcoin' }]);
  });

  it('carries a listed bitcoin address to its co-spend entity as ownership, though not as a sanctions hit', async () => {
    const listed = lines.find((line) => line.ticker === 'XBT' && line.address.startsWith('1'));
    if (listed === undefined) throw new Error('no XBT address in the snapshot');
    const peer = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    const events = await t.key(['events:write'], { workspace: 'ofac-corpus' });
    const sent = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key: events,
      payload: {
        type: 'transfer.observed',
        data: {
          chain: 'bitcoin',
          tx_hash: 'ab'.repeat(32),
          inputs: [
            { address: listed.address, amount: 1 },
            { address: peer, amount: 1 },
          ],
          outputs: [{ address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', amount: 1.9 }],
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const result = await screen('bitcoin', peer);
    expect(result).toMatchObject({ risk_score: 100, risk_category: 'severe', sanctions_hit: false });
    expect(result.matches[0]).toMatchObject({
      label: `HOLDER ${listed.entry}`,
      exposure: 'ownership',
      via_entity: { id: result.entity_cluster, address: listed.address },
    });
  });

  it('names only the lines no chain of Vigil’s can hold as unscreenable', async () => {
    const report = await importOfacList(
      t.app.services.store,
      Readable.from([Buffer.from(sdnDocument([], undefined, { date: '2025-11-19' }))]),
      { clock: t.clock, fileName: 'again.xml' },
    );
    expect(report.status).toBe('already_current');
    expect(report.skipped_addresses.map((s) => `${s.ticker} ${s.address}`).sort()).toEqual(
      [...UNSCREENABLE].sort(),
    );
    expect(
      report.placed_elsewhere.map((p) => `${p.ticker} ${p.address} → ${p.chains.join(',')}`).sort(),
    ).toEqual([
      `ETC 0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b → ${EVM.join(',')}`,
      'XBT TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq → tron',
    ]);
  });
});
