// Upgrades keep the promise of once. The store in test/fixtures/upgrade/store-0009.json was made by
// the build before the tracking ledger (its newest migration 0009; how: test/fixtures/upgrade/
// README.md): a harbour with a zone entry rule and a zone exit rule on one circle, both to a
// webhook; a pilot boat that entered at 06:58 and was still inside at its last report at 06:59, a
// tanker that entered at 09:22, a ferry that passed through; four events told, four webhooks
// delivered. Today's build starts on that store at 10:05 (the pilot boat has not reported for
// over an hour): nothing told before is told again, and what is new still is.
import { readFileSync } from 'node:fs';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { migrations } from '../../src/store/migrations/index.ts';
import { openStore } from '../../src/store/store.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../harness.ts';
import { type Receiver, startReceiver } from '../platform/webhooks/receiver.ts';

interface Fixture {
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
}
const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/upgrade/store-0009.json', import.meta.url), 'utf8'),
) as Fixture;

/** Makes the old build's store: its schema by the released migrations, then its rows. */
async function restoreOldStore(store: TestStore): Promise<void> {
  const opened = await openStore(store.config);
  const db = opened.db as unknown as Kysely<unknown>;
  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations as Record<string, Migration> },
      ...(opened.schema ? { migrationTableSchema: opened.schema } : {}),
    });
    const last = fixture.migrations.at(-1) ?? '';
    expect(last).toBe('0009-holds');
    expect((await migrator.migrateTo(last)).error).toBeUndefined();
    // In the order the old build created its tables, so that every row's references exist.
    for (const [table, rows] of Object.entries(fixture.tables))
      await sql`insert into ${sql.table(table)} ${sql`(${sql.join(Object.keys(rows[0] ?? {}).map((c) => sql.ref(c)))})`}
        values ${sql.join(rows.map((row) => sql`(${sql.join(Object.values(row))})`))}`.execute(db);
  } finally {
    await opened.close();
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const LAT = 52.0;
const told = new Set(fixture.tables.outbox_events?.map((row) => String(row.id)));

describe('a store made before the tracking ledger, upgraded', () => {
  let store: TestStore;
  let t: TestApp;
  let receiver: Receiver;
  let key: TestKey;
  const clock = new ManualClock(Date.parse('2026-11-23T10:05:00Z'));

  beforeAll(async () => {
    store = await createTestStore();
    await restoreOldStore(store);
    receiver = await startReceiver();
    t = await startApp({
      store,
      clock,
      startWorker: false,
      env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
    });
    key = await t.key(['alerts:read', 'ingest:write', 'webhooks:write', 'webhooks:read'], {
      workspace: 'harbour',
    });
    // The receiver the old build delivered to is gone with its test: the operator points the
    // endpoint at today's.
    const [endpoint] = fixture.tables.webhook_endpoints ?? [];
    const moved = await t.request({
      method: 'PATCH',
      url: `/v1/webhooks/${String(endpoint?.id)}`,
      key,
      payload: { url: `${receiver.url}/zones` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await store?.dispose();
  });

  async function report(mmsi: string, lon: number, at: number) {
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      key,
      payload: [{ mmsi, at: iso(at), lon, lat: LAT }],
    });
    expect(response.json().rejected, response.body).toBe(0);
  }

  async function newEvents() {
    const rows = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select(['id', 'payload'])
      .where('type', 'in', ['zone.entered', 'zone.exited'])
      .orderBy('id')
      .execute();
    return rows
      .filter((row) => !told.has(row.id))
      .map((row) => {
        const event = JSON.parse(row.payload) as { type: string; data: { asset_id: string } };
        return [event.type, event.data.asset_id];
      });
  }

  it('tells no zone event again, and what is new once, events and webhooks alike', async () => {
    const assetOf = async (mmsi: string) => (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';
    const start = clock.now() - 3 * 60_000;
    // Still inside: the pilot boat (last seen over an hour ago) and the tanker.
    await report('244900301', 4.0, start);
    await report('244900302', 4.0, start);
    // News: the ferry comes back in, then the tanker leaves: 2.7 km east of the centre two minutes
    // later (44 kn: a fix further away that soon would be an impossible jump, not believed).
    await report('244900303', 3.99, start + 60_000);
    await report('244900302', 4.04, start + 2 * 60_000);

    const ferry = await assetOf('244900303');
    const tanker = await assetOf('244900302');
    expect(await newEvents()).toEqual([
      ['zone.entered', ferry],
      ['zone.exited', tanker],
    ]);
    await t.app.worker.drain();
    // Webhooks are not ordered (docs/webhooks.md): two deliveries may arrive either way round.
    expect(
      receiver.received
        .map((r) => {
          const body = JSON.parse(r.body) as { type: string; data: { asset_id: string } };
          return [body.type, body.data.asset_id];
        })
        .sort(),
    ).toEqual([
      ['zone.entered', ferry],
      ['zone.exited', tanker],
    ]);
  });
});
