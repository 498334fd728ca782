/**
 * A workspace's own wallets (`/v1/own-wallets`) and what they change: the same events are sent to an
 * institution that registered its deposit address and hot wallet and to one that did not (the
 * control, which shows what the agents made of them before own wallets existed). Payouts of 9,300,
 * 9,500 and 9,700 USD from the hot wallet are not structuring, deposit → sweep → payout is not
 * layering, customers who only share the hot wallet are not merged into one threat, and a SAR never
 * names the hot wallet as subject. A zero-value token transfer "from" a sanctioned address (anyone
 * can emit one with transferFrom) is context in both: never a sanctions alert or exposure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../../src/http/scopes.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { addr, txHash } from '../threats/threat-fixtures.ts';

const NOW = Date.parse('2026-03-02T12:00:00Z');
const MINUTE = 60_000;
const START = NOW - 6 * 60 * MINUTE;

const HOT = addr(0x7001);
const DEPOSIT = addr(0x7002);
const CUSTOMERS = [addr(0x7101), addr(0x7102), addr(0x7103)];
/** Labelled `sanction` and `mixing_service` in each workspace. */
const SANCTIONED = addr(0x7201);
const MIXER = addr(0x7202);
const SENDER = addr(0x7301);
const ONWARD = [addr(0x7302), addr(0x7303)];
const SPOOFED = addr(0x7401);
const LATER_CUSTOMER = addr(0x7104);

const SCOPES: Scope[] = [
  'events:write',
  'screening:read',
  'screening:write',
  'threats:read',
  'compliance:write',
];

let t: TestApp;
let institution: TestKey;
let control: TestKey;

interface Threat {
  id: string;
  typologies: string[];
  created_at: string;
  evidence: { alerts: { typology: string; transfers: { tx_hash: string }[] }[] };
  graph: { nodes: { type: string; address?: string; own_wallet?: boolean }[] };
}

async function call(key: TestKey, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.request({ method, url, key, ...(payload === undefined ? {} : { payload }) });
}

async function send(
  key: TestKey,
  n: number,
  at: number,
  data: Record<string, unknown>,
  type = 'transfer.observed',
) {
  const response = await call(key, 'POST', '/v1/events/ingest', {
    type,
    occurred_at: new Date(at).toISOString(),
    data: { chain: 'ethereum', asset: 'ETH', tx_hash: txHash(n), ...data },
  });
  expect(response.statusCode, response.body).toBe(202);
  // The agents read each event as it comes, as a running worker does: before the next one is sent.
  await t.app.worker.drain();
}

/** The same story, told to one workspace. */
async function tell(key: TestKey) {
  for (const [address, category] of [
    [SANCTIONED, 'sanction'],
    [MIXER, 'mixing_service'],
  ] as const) {
    const label = await call(key, 'POST', '/v1/labels', {
      chain: 'ethereum',
      address,
      label: category,
      category,
    });
    expect(label.statusCode, label.body).toBe(201);
  }
  // The hot wallet pays three customers just under USD 10,000 each, an hour apart.
  for (const [i, usd] of ['9300', '9500', '9700'].entries()) {
    await send(key, 0x7500 + i, START + i * 60 * MINUTE, {
      from: HOT,
      to: CUSTOMERS[i],
      asset: 'USDT',
      amount: usd,
      value_usd: usd,
      log_index: 4,
    });
  }
  // A customer's 10 ETH: into the deposit address, swept to the hot wallet, paid out, moved on.
  const hops = [
    [SENDER, DEPOSIT, '10'],
    [DEPOSIT, HOT, '9.99'],
    [HOT, ONWARD[0], '9.9'],
    [ONWARD[0], ONWARD[1], '9.8'],
  ] as const;
  for (const [i, [from, to, amount]] of hops.entries()) {
    await send(key, 0x7600 + i, START + 4 * 60 * MINUTE + i * 5 * MINUTE, { from, to, amount });
  }
  // Two unrelated customers' funds reach the hot wallet: one from a mixer, one from a sanctioned address.
  await send(key, 0x7700, START + 5 * 60 * MINUTE, { from: MIXER, to: HOT, amount: '2' });
  await send(key, 0x7701, START + 5 * 60 * MINUTE + 10 * MINUTE, { from: SANCTIONED, to: HOT, amount: '3' });
  // Later, the hot wallet pays another customer out of the pool those receipts went into.
  await send(key, 0x7702, START + 5 * 60 * MINUTE + 30 * MINUTE, {
    from: HOT,
    to: LATER_CUSTOMER,
    amount: '1',
  });
  // transferFrom(SANCTIONED, SPOOFED, 0): a token event anyone can emit.
  await send(key, 0x7800, START + 5 * 60 * MINUTE + 20 * MINUTE, {
    from: SANCTIONED,
    to: SPOOFED,
    asset: 'USDT',
    amount: '0',
    log_index: 0,
  });
}

async function threatsOf(key: TestKey): Promise<Threat[]> {
  const list = (await call(key, 'GET', '/v1/threats?limit=100')).json();
  return Promise.all(
    list.data.map(async (threat: { id: string }) =>
      (await call(key, 'GET', `/v1/threats/${threat.id}`)).json(),
    ),
  );
}

async function sarOf(key: TestKey, threatId: string) {
  const asked = await call(key, 'POST', '/v1/compliance/sar/draft', { threat_id: threatId });
  expect(asked.statusCode, asked.body).toBe(202);
  await t.app.worker.drain();
  return (await call(key, 'GET', `/v1/compliance/sar/${asked.json().id}`)).json().draft;
}

const typologies = (threats: Threat[]) => threats.flatMap((threat) => threat.typologies).sort();
const alertsOf = (threats: Threat[], typology: string) =>
  threats.flatMap((threat) => threat.evidence.alerts).filter((alert) => alert.typology === typology);

beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(NOW) });
  institution = await t.key(SCOPES, { workspace: 'institution' });
  control = await t.key(SCOPES, { workspace: 'control' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('/v1/own-wallets', () => {
  it('registers a wallet once, lists it, refuses a bad address, and removes it', async () => {
    const created = await call(institution, 'POST', '/v1/own-wallets', {
      chain: 'eth',
      address: HOT.toUpperCase().replace('0X', '0x'),
      label: 'hot wallet',
    });
    expect(created.statusCode, created.body).toBe(201);
    const wallet = created.json();
    expect(wallet).toMatchObject({
      id: expect.stringMatching(/^own_/),
      chain: 'ethereum',
      address: HOT,
      label: 'hot wallet',
    });
    expect(created.headers.location).toBe(`/v1/own-wallets/${wallet.id}`);
    const again = await call(institution, 'POST', '/v1/own-wallets', { chain: 'ethereum', address: HOT });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(wallet.id);

    const bad = await call(institution, 'POST', '/v1/own-wallets', { chain: 'ethereum', address: '0x123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('address');

    const deposit = (
      await call(institution, 'POST', '/v1/own-wallets', { chain: 'ethereum', address: DEPOSIT })
    ).json();
    const listed = (await call(institution, 'GET', '/v1/own-wallets')).json();
    expect(listed.data.map((w: { id: string }) => w.id)).toEqual([deposit.id, wallet.id]);
    // Another workspace sees none of them, nor may it remove one.
    expect((await call(control, 'GET', '/v1/own-wallets')).json().data).toEqual([]);
    expect((await call(control, 'DELETE', `/v1/own-wallets/${wallet.id}`)).statusCode).toBe(404);

    const removed = await call(institution, 'DELETE', `/v1/own-wallets/${deposit.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(institution, 'DELETE', `/v1/own-wallets/${deposit.id}`)).statusCode).toBe(404);
    await call(institution, 'POST', '/v1/own-wallets', {
      chain: 'ethereum',
      address: DEPOSIT,
      label: 'deposits',
    });
  });
});

describe('the same events, with and without own wallets', () => {
  let mine: Threat[];
  let theirs: Threat[];
  beforeAll(async () => {
    await tell(institution);
    await tell(control);
    mine = await threatsOf(institution);
    theirs = await threatsOf(control);
  }, 120_000);

  it('without them, the hot wallet structures, layers and ties every customer into one threat', () => {
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.typologies.sort()).toEqual(['layering', 'mixer', 'sanctions', 'structuring']);
  });

  it('reads payouts out of the hot wallet as operations: no structuring, no layering', () => {
    expect(alertsOf(mine, 'structuring')).toEqual([]);
    expect(alertsOf(mine, 'layering')).toEqual([]);
  });

  it('does not merge customers who only share the hot wallet, which it marks as own', () => {
    expect(typologies(mine)).toEqual(['mixer', 'sanctions']);
    expect(mine).toHaveLength(2);
    for (const threat of mine) {
      const hot = threat.graph.nodes.find((node) => node.address === HOT);
      expect(hot?.own_wallet).toBe(true);
    }
  });

  it('still raises sanctions exposure of an own wallet: value from a sanctioned address is screened', () => {
    const [alert] = alertsOf(mine, 'sanctions');
    expect(alert?.transfers.map((transfer) => transfer.tx_hash)).toEqual([txHash(0x7701)]);
  });

  it('raises nothing on a payout from the pool a sanctioned receipt went into: that receipt alerted', () => {
    const payout = (threats: Threat[]) =>
      threats
        .flatMap((threat) => threat.evidence.alerts)
        .filter((alert) => alert.transfers.some((transfer) => transfer.tx_hash === txHash(0x7702)));
    expect(payout(mine)).toEqual([]);
    expect(
      payout(theirs)
        .map((alert) => alert.typology)
        .sort(),
    ).toEqual(['mixer', 'sanctions']);
  });

  it('never names the hot wallet a SAR subject, and says why it is in the activity', async () => {
    const threat = mine.find((candidate) => candidate.typologies.includes('sanctions'));
    const draft = await sarOf(institution, threat?.id ?? '');
    const subjectAddresses = draft.subjects.flatMap((subject: { addresses: { address: string }[] }) =>
      subject.addresses.map((a) => a.address),
    );
    expect(subjectAddresses).toContain(SANCTIONED);
    expect(subjectAddresses).not.toContain(HOT);
    expect(JSON.stringify(draft.narrative)).toContain(HOT);
    expect(JSON.stringify(draft.narrative)).toMatch(/own wallet/);
    // The control's draft names the hot wallet: the defect own wallets fix.
    const controlDraft = await sarOf(control, theirs[0]?.id ?? '');
    expect(JSON.stringify(controlDraft.subjects)).toContain(HOT);
  });

  it('reads a zero-value token transfer from a sanctioned address as context, in either workspace', async () => {
    for (const key of [institution, control]) {
      const threats = await threatsOf(key);
      const spoofs = alertsOf(threats, 'sanctions').filter((alert) =>
        alert.transfers.some((transfer) => transfer.tx_hash === txHash(0x7800)),
      );
      expect(spoofs).toEqual([]);
      const screened = (
        await call(key, 'POST', '/v1/screen/wallet', { chain: 'ethereum', address: SPOOFED })
      ).json();
      expect(screened).toMatchObject({ sanctions_hit: false, risk_score: 0 });
      expect(screened.matches).toEqual([]);
    }
  });
});
