// Sanctions on OFAC's real publication (../shared/data/ofac/sdn_advanced.xml.bz2, DateOfIssue
// 2025-11-19), read once: each entry's designation date comes from its "Created" entry event; a
// direct transfer from a listed address is a sanctions hit whatever its share, and the sanctions
// agent says the same of it; a transfer made before the designation is exposure, not a dealing with
// a blocked person; a SAR draft counts its deadline from the detection and names the programme, the
// SDN entry, the list version and OFAC's own blocking report; an indirect exposure gives its path and
// dollars; and an entry a later publication leaves out screens as formerly listed. The later
// publication is the real one without Lazarus Group, issued a day later (`publication.ts`).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { importSdnPublication } from '../lists/ofac/publication.ts';
import { addr, txHash } from '../threats/threat-fixtures.ts';
import { screenWallet } from './screen-wallet.ts';

/** Profile 39585, designated 2022-11-09 under ILLICIT-DRUGS-EO14059 (one of its four ETH addresses). */
const LISTED = '0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf';
/** Profile 27307, Lazarus Group, designated 2019-09-13: the Ronin bridge exploiter's address. */
const LAZARUS = '0x098B716B8Aaf21512996dC57EB0615e2383E2f96';
/** 2026-11-28, when the activity is found. */
const NOW = Date.parse('2026-11-28T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(NOW) });
  key = await t.key(['events:write', 'screening:read', 'threats:read', 'compliance:write'], {
    workspace: 'sanctions-timing',
  });
  await importSdnPublication(t.app.services.store, { clock: t.clock });
  await t.app.services.risk.refresh();
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const screen = (address: string) => screenWallet(t, key, { chain: 'ethereum', address });

async function send(type: string, at: number, data: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/events/ingest',
    key,
    payload: {
      type,
      occurred_at: new Date(at).toISOString(),
      data: { chain: 'ethereum', asset: 'ETH', ...data },
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json();
}

async function threatsWith(address: string) {
  const list = (await t.request({ method: 'GET', url: '/v1/threats?limit=100', key })).json();
  const details = await Promise.all(
    list.data.map(async (threat: { id: string }) =>
      (await t.request({ method: 'GET', url: `/v1/threats/${threat.id}`, key })).json(),
    ),
  );
  return details.filter((detail) =>
    detail.graph.nodes.some((node: { address?: string }) => node.address === address.toLowerCase()),
  );
}

async function sarOf(threatId: string) {
  const asked = await t.request({
    method: 'POST',
    url: '/v1/compliance/sar/draft',
    key,
    payload: { threat_id: threatId },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  await t.app.worker.drain();
  return (await t.request({ method: 'GET', url: `/v1/compliance/sar/${asked.json().id}`, key })).json().draft;
}

describe('designation dates from the list entry', () => {
  it('gives each listed address its entry, programme and designation', async () => {
    const result = await screen(LISTED);
    expect(result).toMatchObject({ sanctions_hit: true, risk_score: 100, risk_category: 'severe' });
    expect(result.matches[0]).toMatchObject({
      exposure: 'ownership',
      direct: true,
      source: 'ofac_sdn',
      list_version: '2025-11-19',
      entry_id: '39585',
      designated_at: '2022-11-09',
      programs: ['ILLICIT-DRUGS-EO14059'],
    });
  });
});

describe('direct exposure to a listed address', () => {
  it('is a sanctions hit whatever its share of the value, and the agent says the same', async () => {
    const wallet = addr(0x2000);
    await send('transfer.observed', NOW - 8 * DAY, {
      tx_hash: txHash(2001),
      from: addr(0x2001),
      to: wallet,
      amount: '2000',
    });
    await send('transfer.observed', NOW - 7 * DAY, {
      tx_hash: txHash(2002),
      from: LISTED,
      to: wallet,
      amount: '1.5',
    });
    const result = await screen(wallet);
    expect(result).toMatchObject({ sanctions_hit: true, risk_score: 100, risk_category: 'severe' });
    const [match] = result.matches;
    expect(match).toMatchObject({
      exposure: 'direct',
      direct: true,
      address: LISTED.toLowerCase(),
      direction: 'incoming',
      amounts: [{ asset: 'ETH', amount: '1.5' }],
      designated_at: '2022-11-09',
      before_designation: false,
    });
    expect(match.share).toBeCloseTo(1.5 / 2001.5, 12);
    // No cliff: 2.5 ETH of 2,002.5 is the same finding.
    const other = addr(0x2100);
    await send('transfer.observed', NOW - 8 * DAY, {
      tx_hash: txHash(2101),
      from: addr(0x2101),
      to: other,
      amount: '2000',
    });
    await send('transfer.observed', NOW - 7 * DAY, {
      tx_hash: txHash(2102),
      from: LISTED,
      to: other,
      amount: '2.5',
    });
    expect(await screen(other)).toMatchObject({ sanctions_hit: true, risk_score: 100 });

    await t.app.worker.drain();
    const [threat] = await threatsWith(wallet);
    const alert = threat?.evidence.alerts.find(
      (a: { transfers: { tx_hash: string }[] }) => a.transfers[0]?.tx_hash === txHash(2002),
    );
    expect(alert).toMatchObject({ typology: 'sanctions', severity: 'critical' });
  });
});

describe('a transfer made before the designation', () => {
  it('is exposure to a party listed since, not a dealing with a blocked person; the SAR is due 30 days after detection', async () => {
    const deposit = addr(0x2021);
    // 2021-06-01: more than a year before OFAC designated the sender.
    await send('deposit.received', Date.parse('2021-06-01T12:00:00Z'), {
      account_id: 'acct-2021',
      tx_hash: txHash(2021),
      from: LISTED,
      to: deposit,
      amount: '3',
      value_usd: '7500',
    });
    await t.app.worker.drain();
    const result = await screen(deposit);
    expect(result.sanctions_hit).toBe(false);
    expect(result.matches[0]).toMatchObject({
      exposure: 'direct',
      before_designation: true,
      designated_at: '2022-11-09',
    });
    expect(['high', 'severe']).toContain(result.risk_category);

    const [threat] = await threatsWith(deposit);
    const alert = threat.evidence.alerts.find((a: { typology: string }) => a.typology === 'sanctions');
    expect(alert.severity).toBe('high');
    expect(alert.summary).toContain('designated 2022-11-09');
    expect(alert.summary).toContain('the designation came after this transfer');
    expect(alert.summary).not.toMatch(/is listed: [^:]*\)\.$/);

    const draft = await sarOf(threat.id);
    // Detected now (the threat's correlation), not in 2021: due 30 days from today.
    expect(Date.parse(draft.filing_deadline)).toBe(Date.parse(threat.created_at) + 30 * DAY);
    expect(Date.parse(draft.filing_deadline)).toBeGreaterThan(NOW);
    expect(draft.sanctions.entries[0]).toMatchObject({
      list_source: 'ofac_sdn',
      list_version: '2025-11-19',
      entry_id: '39585',
      programs: ['ILLICIT-DRUGS-EO14059'],
      designated_at: '2022-11-09',
      before_designation: true,
    });
    expect(draft.narrative.why).toContain('ILLICIT-DRUGS-EO14059');
    expect(draft.narrative.why).toContain('entry 39585');
    expect(draft.narrative.why).toContain('31 CFR 501.603');
    expect(draft.warnings.join(' ')).toContain('31 CFR 501.604');
  });
});

describe('indirect exposure', () => {
  it('gives the path and the dollars in the alert and the SAR', async () => {
    const first = addr(0x3001);
    const second = addr(0x3002);
    await send('transfer.observed', NOW - 3 * DAY, {
      tx_hash: txHash(3001),
      from: LISTED,
      to: first,
      amount: '10',
      value_usd: '30000',
    });
    await send('transfer.observed', NOW - 2 * DAY, {
      tx_hash: txHash(3002),
      from: first,
      to: second,
      amount: '10',
      value_usd: '30000',
    });
    await send('deposit.received', NOW - DAY, {
      account_id: 'acct-3',
      tx_hash: txHash(3003),
      from: second,
      to: addr(0x3003),
      amount: '10',
      value_usd: '30000',
    });
    await t.app.worker.drain();
    const result = await screen(second);
    const indirect = result.matches.find((m: { exposure: string }) => m.exposure === 'indirect');
    expect(indirect).toMatchObject({
      hops: 2,
      path: [second, first, LISTED.toLowerCase()],
      value_usd: '30000.00',
    });
    const threats = await threatsWith(addr(0x3003));
    const threat = threats.find((d: { typologies: string[] }) => d.typologies.includes('sanctions'));
    const draft = await sarOf(threat.id);
    const entry = draft.sanctions.entries.find((e: { exposure: string }) => e.exposure === 'indirect');
    expect(entry).toMatchObject({
      path: `${second} > ${first} > ${LISTED.toLowerCase()}`,
      exposure_usd: '30000.00',
    });
    expect(draft.narrative.why).toContain('about USD 30000.00 of exposure');
  });
});

describe('an entry a later publication leaves out', () => {
  it('screens with its history: formerly listed, removed on the version that left it out', async () => {
    expect(await screen(LAZARUS)).toMatchObject({ sanctions_hit: true });
    const report = await importSdnPublication(t.app.services.store, {
      clock: t.clock,
      fileName: 'sdn_advanced-2025-11-20.xml',
      later: { date: '2025-11-20', without: ['27307'] },
    });
    expect(report).toMatchObject({ status: 'imported', removed: 1, updated: 0 });
    await t.app.services.risk.refresh();
    const result = await screen(LAZARUS);
    expect(result).toMatchObject({ sanctions_hit: false });
    expect(result.matches).toEqual([
      expect.objectContaining({
        label: 'Lazarus Group',
        category: 'formerly_sanctioned',
        exposure: 'ownership',
        designated_at: '2019-09-13',
        delisted_at: '2025-11-20',
      }),
    ]);
    expect(result.risk_score).toBeGreaterThan(0);
  }, 600_000);
});
