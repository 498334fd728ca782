// Correlation on a real store: threats, links and keys written in the caller's transaction with
// their events; merges across batches; closed threats; two processes correlating at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createCorrelator } from '../../../src/risk/threats/correlate.ts';
import { startApp, TEST_DIALECT, type TestApp } from '../../harness.ts';
import {
  addr,
  alertOf,
  correlateAlerts,
  eventsOf,
  HOUR,
  insertAlertRows,
  T0,
  threatOfAlert,
} from './threat-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(T0) });
});
afterAll(async () => {
  await t.close();
});

async function workspace(name: string): Promise<string> {
  return (await t.app.services.workspaces.ensure(name)).workspace.id;
}

const sender = (n: number) => ({ address: addr(n), role: 'sender' });

describe('correlation on the store', () => {
  it('creates a threat with its links and keys and publishes agent.alert and threat.detected', async () => {
    const ws = await workspace('correlate-new');
    const a = alertOf(ws, 'layering', { addresses: [sender(1), sender(2)], severity: 'high' });
    const b = alertOf(ws, 'peel_chain', { addresses: [sender(2)] });
    await correlateAlerts(t.app.services, [a, b]);
    const threatId = await threatOfAlert(t.app.services, a.id);
    expect(await threatOfAlert(t.app.services, b.id)).toBe(threatId);
    const threat = await t.app.services.threats.get(ws, threatId);
    expect(threat).toMatchObject({ status: 'open', severity: 'high', alert_count: 2, first_seen_at: T0 });
    const alerts = await eventsOf(t.app.services, ws, 'agent.alert');
    expect(alerts).toHaveLength(2);
    expect(alerts).toContainEqual({
      agent: 'layering',
      threat_id: threatId,
      alert: {
        id: a.id,
        typology: 'layering',
        severity: 'high',
        summary: a.summary,
        occurred_at: new Date(T0).toISOString(),
        retroactive: false,
      },
    });
    expect(await eventsOf(t.app.services, ws, 'threat.detected')).toEqual([
      {
        threat_id: threatId,
        severity: 'high',
        typologies: ['layering', 'peel_chain'],
        reason: 'created',
        retroactive: false,
      },
    ]);
  });

  it('writes nothing when the caller’s transaction fails', async () => {
    const ws = await workspace('correlate-rollback');
    const correlator = createCorrelator({
      entityOf: t.app.services.transfers.entityOf,
      outbox: t.app.services.outbox,
    });
    const alert = alertOf(ws, 'layering', { addresses: [sender(3)] });
    await expect(
      t.app.services.store.db.transaction().execute(async (tx) => {
        await insertAlertRows(tx, [alert]);
        await correlator.correlate(tx, [alert], T0);
        throw new Error('the batch failed after correlation');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await t.app.services.threats.list(ws, {}, { limit: 10 })).toEqual([]);
    expect(await eventsOf(t.app.services, ws, 'agent.alert')).toEqual([]);
  });

  it('merges a later alert’s two threats into the older, moving alerts and re-pointing merged ones', async () => {
    const ws = await workspace('correlate-merge');
    const first = alertOf(ws, 'layering', { addresses: [sender(10)], at: T0 });
    await correlateAlerts(t.app.services, [first]);
    const second = alertOf(ws, 'mixer', { addresses: [sender(11)], at: T0 + HOUR });
    await correlateAlerts(t.app.services, [second], T0 + HOUR);
    const third = alertOf(ws, 'structuring', { addresses: [sender(12)], at: T0 + HOUR });
    await correlateAlerts(t.app.services, [third], T0 + HOUR);
    const [older, middle, newest] = await Promise.all(
      [first, second, third].map((alert) => threatOfAlert(t.app.services, alert.id)),
    );
    // Links 11 and 12: the newest merges into the middle one.
    const link1 = alertOf(ws, 'peel_chain', { addresses: [sender(11), sender(12)], at: T0 + 2 * HOUR });
    await correlateAlerts(t.app.services, [link1], T0 + 2 * HOUR);
    expect(await t.app.services.threats.get(ws, newest ?? '')).toMatchObject({
      status: 'merged',
      merged_into: middle,
    });
    // Links 10 and 11: the middle one (holding the newest) merges into the oldest.
    const link2 = alertOf(ws, 'peel_chain', { addresses: [sender(10), sender(11)], at: T0 + 2 * HOUR });
    await correlateAlerts(t.app.services, [link2], T0 + 2 * HOUR);
    for (const id of [middle, newest]) {
      expect(await t.app.services.threats.get(ws, id ?? '')).toMatchObject({
        status: 'merged',
        merged_into: older,
      });
    }
    const survivor = await t.app.services.threats.get(ws, older ?? '');
    expect(survivor).toMatchObject({ status: 'open', alert_count: 5, severity: 'high' });
    expect(JSON.parse(survivor.typologies)).toEqual(['layering', 'mixer', 'peel_chain', 'structuring']);
    for (const alert of [first, second, third, link1, link2]) {
      expect(await threatOfAlert(t.app.services, alert.id)).toBe(older);
    }
    // One more alert on the newest threat's address joins the survivor directly.
    const late = alertOf(ws, 'layering', { addresses: [sender(12)], at: T0 + 3 * HOUR });
    await correlateAlerts(t.app.services, [late], T0 + 3 * HOUR);
    expect(await threatOfAlert(t.app.services, late.id)).toBe(older);
    const detected = await eventsOf(t.app.services, ws, 'threat.detected');
    expect(detected.filter((e) => e.reason === 'created')).toHaveLength(3);
    expect(detected.filter((e) => e.threat_id === older && e.reason === 'severity_raised')).toEqual([
      {
        threat_id: older,
        severity: 'high',
        typologies: ['layering', 'mixer', 'peel_chain', 'structuring'],
        reason: 'severity_raised',
        retroactive: false,
      },
    ]);
  });

  it('gives a closed threat no more alerts: new activity opens a new threat, and reopening takes them again', async () => {
    const ws = await workspace('correlate-closed');
    const first = alertOf(ws, 'layering', { addresses: [sender(20)] });
    await correlateAlerts(t.app.services, [first]);
    const closed = await threatOfAlert(t.app.services, first.id);
    await t.app.services.threats.review(
      ws,
      closed,
      { status: 'closed', note: 'Reviewed: a known customer.' },
      'key_test',
    );
    const again = alertOf(ws, 'layering', { addresses: [sender(20)] });
    await correlateAlerts(t.app.services, [again]);
    const fresh = await threatOfAlert(t.app.services, again.id);
    expect(fresh).not.toBe(closed);
    await t.app.services.threats.review(ws, closed, { status: 'open' }, 'key_test');
    const third = alertOf(ws, 'layering', { addresses: [sender(20)] });
    await correlateAlerts(t.app.services, [third]);
    // Both hold the address now: the reopened, older one takes the fresh one in.
    expect(await threatOfAlert(t.app.services, third.id)).toBe(closed);
    expect(await t.app.services.threats.get(ws, fresh)).toMatchObject({
      status: 'merged',
      merged_into: closed,
    });
  });

  it('keeps the workspaces of one batch apart', async () => {
    const [one, two] = [await workspace('correlate-ws-1'), await workspace('correlate-ws-2')];
    const a = alertOf(one, 'layering', { addresses: [sender(30)] });
    const b = alertOf(two, 'layering', { addresses: [sender(30)] });
    await correlateAlerts(t.app.services, [a, b]);
    const [ta, tb] = [await threatOfAlert(t.app.services, a.id), await threatOfAlert(t.app.services, b.id)];
    expect(ta).not.toBe(tb);
    expect((await t.app.services.threats.get(one, ta)).workspace_id).toBe(one);
    expect((await t.app.services.threats.get(two, tb)).workspace_id).toBe(two);
  });

  // Two apps on one store stand for two processes. On SQLite they cannot race in one process (its
  // driver is synchronous, so a waiting writer blocks the one it waits for); there the file's single
  // writer serialises processes, and the runner's transaction has written before it correlates.
  it.runIf(TEST_DIALECT === 'postgres')(
    'makes one threat when two processes correlate alerts on the same address at once',
    async () => {
      const other = await startApp({ startWorker: false, clock: new ManualClock(T0), store: storeOf(t) });
      try {
        const ws = await workspace('correlate-race');
        for (let round = 0; round < 5; round++) {
          const a = alertOf(ws, 'layering', { addresses: [sender(1000 + round)] });
          const b = alertOf(ws, 'mixer', { addresses: [sender(1000 + round)] });
          await Promise.all([correlateAlerts(t.app.services, [a]), correlateAlerts(other.app.services, [b])]);
          expect(await threatOfAlert(t.app.services, a.id)).toBe(await threatOfAlert(t.app.services, b.id));
        }
        expect(await t.app.services.threats.list(ws, {}, { limit: 50 })).toHaveLength(5);
      } finally {
        await other.close();
      }
    },
  );
});

/** The running app's store, for a second app on it (the harness disposes of it with the first). */
function storeOf(app: TestApp) {
  return { config: app.storeConfig, dispose: async () => {} };
}
