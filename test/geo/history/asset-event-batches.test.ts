// Asset events written a batch at a time, on every dialect: `recordAssetEvents` and
// `endAssetEventsBatch` answer, and leave, exactly what `recordAssetEvent` and `endAssetEvents`
// called one item after another do: an event told before answers the stored one's id, an end closes
// the newest open event begun before it in each workspace, and nothing begun after it.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AssetEventEnd,
  endAssetEventsBatch,
  recordAssetEvents,
} from '../../../src/geo/history/asset-event-batches.ts';
import {
  type AssetEventStart,
  endAssetEvents,
  recordAssetEvent,
} from '../../../src/geo/history/asset-events-repo.ts';
import type { Executor } from '../../../src/store/store.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../harness.ts';

const start = (
  prefix: string,
  zone: string,
  assetId: string,
  startedAt: number,
  workspaceId = 'ws_one',
): AssetEventStart => ({
  workspaceId,
  kind: 'zone_visit',
  assetId,
  zone: { kind: 'area', id: zone },
  ruleId: null,
  watch: `${prefix}:zone:${zone}`,
  subject: assetId,
  startedAt,
  position: [4.5, 52.1],
  evidence: { entry: { crossed_at: new Date(startedAt).toISOString() }, exit: null } as never,
  late: false,
  now: 7,
});

/** What is stored before, then the batch: new and repeated starts, ends that meet 0, 1 or 2 events. */
function scenario(prefix: string) {
  return {
    before: [
      start(prefix, 'a', 'asset1', 500),
      start(prefix, 'a', 'asset1', 1_000),
      start(prefix, 'b', 'asset2', 1_000),
      start(prefix, 'b', 'asset2', 1_200, 'ws_two'),
      start(prefix, 'c', 'asset3', 5_000),
    ],
    starts: [start(prefix, 'd', 'asset1', 2_000), start(prefix, 'a', 'asset1', 1_000)],
    ends: [
      { watch: `${prefix}:zone:a`, subject: 'asset1', endedAt: 3_000, now: 9 },
      { watch: `${prefix}:zone:b`, subject: 'asset2', endedAt: 3_000, now: 9 },
      { watch: `${prefix}:zone:c`, subject: 'asset3', endedAt: 3_000, now: 9 },
      { watch: `${prefix}:zone:e`, subject: 'asset9', endedAt: 3_000, now: 9 },
    ] satisfies AssetEventEnd[],
  };
}

describe.each(ALL_DIALECTS)('asset events written in batches on %s', (dialect) => {
  const fixture = useMigratedStore(dialect);
  beforeEach(async () => {
    await fixture.store.db
      .insertInto('workspaces')
      .values([
        { id: 'ws_one', name: 'one', created_at: 0 },
        { id: 'ws_two', name: 'two', created_at: 0 },
      ])
      // One store for the file: the second test finds them there.
      .onConflict((oc) => oc.doNothing())
      .execute();
  });

  /** The rows of a prefix, without it and without ids, and what each answered id stands for. */
  async function stored(db: Executor, prefix: string) {
    const rows = await db
      .selectFrom('asset_events')
      .selectAll()
      .where('watch', 'like', `${prefix}:%`)
      .orderBy('watch')
      .orderBy('started_at')
      .orderBy('workspace_id')
      .execute();
    const byId = new Map(
      rows.map((row) => [row.id, `${row.watch.slice(prefix.length)}@${row.started_at}/${row.workspace_id}`]),
    );
    const plain = rows.map(({ id: _id, watch, started_at, ended_at, duration_s, ...rest }) => ({
      ...rest,
      watch: watch.slice(prefix.length),
      started_at: Number(started_at),
      ended_at: ended_at === null ? null : Number(ended_at),
      duration_s,
      evidence: JSON.parse(rest.evidence) as unknown,
    }));
    return { byId, plain };
  }

  it('answer and store what the one-at-a-time calls do', async () => {
    const db = fixture.store.db;
    const amend = (evidence: object) => ({ ...evidence, exit: { crossed_at: 'then' } }) as never;

    const one = scenario('one');
    for (const item of one.before) await recordAssetEvent(db, item);
    const oneStarted: string[] = [];
    for (const item of one.starts) oneStarted.push(await recordAssetEvent(db, item));
    const oneEnded: string[][] = [];
    for (const end of one.ends) oneEnded.push(await endAssetEvents(db, end, amend));

    const batch = scenario('batch');
    for (const item of batch.before) await recordAssetEvent(db, item);
    const batchStarted = await recordAssetEvents(db, batch.starts);
    const batchEnded = await endAssetEventsBatch(
      db,
      fixture.store.dialect.name,
      batch.ends.map((end) => ({ ...end, amend })),
    );

    const a = await stored(db, 'one');
    const b = await stored(db, 'batch');
    expect(b.plain).toEqual(a.plain);
    const named = (ids: Map<string, string>, list: string[]) => list.map((id) => ids.get(id));
    expect(named(b.byId, batchStarted)).toEqual(named(a.byId, oneStarted));
    // The repeated start answers the event stored before, not a new one.
    expect(named(b.byId, batchStarted)).toEqual([':zone:d@2000/ws_one', ':zone:a@1000/ws_one']);
    expect(batchEnded.map((ids) => named(b.byId, ids).sort())).toEqual(
      oneEnded.map((ids) => named(a.byId, ids).sort()),
    );
    expect(batchEnded.map((ids) => ids.length)).toEqual([1, 2, 0, 0]);
    // The newest open event of zone a was ended, the older one (also open) was left.
    const zoneA = b.plain.filter((row) => row.watch === ':zone:a');
    expect(zoneA.map((row) => [row.started_at, row.ended_at])).toEqual([
      [500, null],
      [1_000, 3_000],
    ]);
  });

  it('empty lists write nothing', async () => {
    expect(await recordAssetEvents(fixture.store.db, [])).toEqual([]);
    expect(await endAssetEventsBatch(fixture.store.db, fixture.store.dialect.name, [])).toEqual([]);
  });
});
