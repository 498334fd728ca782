// Asset events written a batch at a time, on every dialect: `writeAssetEvents` answers, and leaves,
// exactly what `recordAssetEvent` and `endAssetEvents` called one item after another do: an event
// told before answers the stored one's id, an end closes the newest open event begun before it in
// each workspace, and nothing begun after it, nor anything a start after it in the list begins;
// a pair that comes again in one batch (a passage through a zone between two fixes is an entry and
// an exit) takes no more statements, and an event the batch begins and ends is inserted ended.
import { CompiledQuery } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AssetEventChange,
  type AssetEventEnd,
  recordAssetEvents,
  writeAssetEvents,
} from '../../../src/geo/history/asset-event-batches.ts';
import {
  type AssetEventStart,
  endAssetEvents,
  recordAssetEvent,
} from '../../../src/geo/history/asset-events-repo.ts';
import { type Executor, openStore } from '../../../src/store/store.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';

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

const end = (prefix: string, zone: string, assetId: string, endedAt: number): AssetEventEnd => ({
  watch: `${prefix}:zone:${zone}`,
  subject: assetId,
  endedAt,
  now: 9,
});

/**
 * What is stored before, then the batch in order: new and repeated starts, ends that meet 0, 1 or 2
 * events, and pairs that come again (an entry and its exit, twice; an exit, then a new entry).
 */
function scenario(prefix: string) {
  const change = (item: AssetEventStart | AssetEventEnd): AssetEventChange =>
    'startedAt' in item ? { start: item } : { end: item };
  return {
    before: [
      start(prefix, 'a', 'asset1', 500),
      start(prefix, 'a', 'asset1', 1_000),
      start(prefix, 'b', 'asset2', 1_000),
      start(prefix, 'b', 'asset2', 1_200, 'ws_two'),
      start(prefix, 'c', 'asset3', 5_000),
      start(prefix, 'g', 'asset5', 100),
    ],
    changes: [
      start(prefix, 'd', 'asset1', 2_000),
      start(prefix, 'a', 'asset1', 1_000),
      end(prefix, 'a', 'asset1', 3_000),
      end(prefix, 'b', 'asset2', 3_000),
      end(prefix, 'c', 'asset3', 3_000),
      end(prefix, 'e', 'asset9', 3_000),
      // Passages: entry and exit of one pair, twice, then an entry left open.
      start(prefix, 'f', 'asset4', 1_000),
      end(prefix, 'f', 'asset4', 1_100),
      start(prefix, 'f', 'asset4', 1_300),
      end(prefix, 'f', 'asset4', 1_400),
      start(prefix, 'f', 'asset4', 1_600),
      // An exit of a stay stored before, a new entry, and its exit: each end closes one.
      end(prefix, 'g', 'asset5', 200),
      start(prefix, 'g', 'asset5', 300),
      end(prefix, 'g', 'asset5', 400),
      // An end before the start of its pair in the list does not close it.
      end(prefix, 'h', 'asset6', 900),
      start(prefix, 'h', 'asset6', 800),
      // A start told before (the zone d visit above), then its end.
      start(prefix, 'd', 'asset1', 2_000),
      end(prefix, 'd', 'asset1', 2_500),
    ].map(change),
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
    const oneAnswers: (string | string[])[] = [];
    for (const change of one.changes)
      oneAnswers.push(
        'start' in change
          ? await recordAssetEvent(db, change.start)
          : await endAssetEvents(db, change.end, amend),
      );

    const batch = scenario('batch');
    for (const item of batch.before) await recordAssetEvent(db, item);
    // Every statement run comes back through the plugins' transformResult: counted there.
    let statements = 0;
    const counted = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    });
    // A start's evidence is the batch's to amend by copy, never to change: frozen, a change throws.
    for (const change of batch.changes) if ('start' in change) Object.freeze(change.start.evidence);
    const batchAnswers = await writeAssetEvents(
      counted,
      fixture.store.dialect.name,
      batch.changes.map((change) => ('end' in change ? { end: { ...change.end, amend } } : change)),
    );
    // One read of what is stored of the pairs (open events, and the start told before); the six new
    // events (those the batch ends inserted ended) in pieces of four and two rows, statements of a
    // power of two rows (store/batches.ts); one update of the stored events the batch ends.
    expect(statements).toBe(4);

    const a = await stored(db, 'one');
    const b = await stored(db, 'batch');
    expect(b.plain).toEqual(a.plain);
    const named = (ids: Map<string, string>, answer: string | string[]) =>
      typeof answer === 'string' ? ids.get(answer) : answer.map((id) => ids.get(id)).sort();
    expect(batchAnswers.map((answer) => named(b.byId, answer))).toEqual(
      oneAnswers.map((answer) => named(a.byId, answer)),
    );
    expect(batchAnswers.map((answer) => named(b.byId, answer))).toEqual([
      ':zone:d@2000/ws_one',
      // The repeated start answers the event stored before, not a new one.
      ':zone:a@1000/ws_one',
      [':zone:a@1000/ws_one'],
      [':zone:b@1000/ws_one', ':zone:b@1200/ws_two'],
      [],
      [],
      ':zone:f@1000/ws_one',
      [':zone:f@1000/ws_one'],
      ':zone:f@1300/ws_one',
      [':zone:f@1300/ws_one'],
      ':zone:f@1600/ws_one',
      [':zone:g@100/ws_one'],
      ':zone:g@300/ws_one',
      [':zone:g@300/ws_one'],
      [],
      ':zone:h@800/ws_one',
      ':zone:d@2000/ws_one',
      [':zone:d@2000/ws_one'],
    ]);
    // The newest open event of zone a was ended, the older one (also open) was left.
    const zoneA = b.plain.filter((row) => row.watch === ':zone:a');
    expect(zoneA.map((row) => [row.started_at, row.ended_at])).toEqual([
      [500, null],
      [1_000, 3_000],
    ]);
    const zoneF = b.plain.filter((row) => row.watch === ':zone:f');
    expect(zoneF.map((row) => [row.started_at, row.ended_at, row.duration_s])).toEqual([
      [1_000, 1_100, 0],
      [1_300, 1_400, 0],
      [1_600, null, null],
    ]);
    expect(zoneF[0]?.evidence).toEqual({
      entry: { crossed_at: '1970-01-01T00:00:01.000Z' },
      exit: { crossed_at: 'then' },
    });
  });

  it('insert the events a batch begins and ends ended, with no update', async () => {
    const db = fixture.store.db;
    const queries: string[] = [];
    const counted = db.withPlugin({
      transformQuery: (args) => {
        queries.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    // Two passages through one zone and one through another: entries and exits, nothing stored.
    const changes: AssetEventChange[] = [
      { start: start('pass', 'p', 'asset7', 1_000) },
      { end: end('pass', 'p', 'asset7', 1_050) },
      { start: start('pass', 'q', 'asset7', 1_100) },
      { start: start('pass', 'p', 'asset7', 1_200) },
      { end: end('pass', 'q', 'asset7', 1_150) },
      { end: end('pass', 'p', 'asset7', 1_260) },
    ];
    await writeAssetEvents(counted, fixture.store.dialect.name, changes);
    // The read is raw SQL where each pair is probed (PostgreSQL: store/pair-probes.ts).
    const read = fixture.store.dialect.keyArrays ? 'RawNode' : 'SelectQueryNode';
    expect(queries).toEqual([read, 'InsertQueryNode']);
    const rows = await db
      .selectFrom('asset_events')
      .select(['watch', 'started_at', 'ended_at', 'duration_s', 'created_at', 'updated_at'])
      .where('watch', 'like', 'pass:%')
      .orderBy('started_at')
      .execute();
    expect(
      rows.map((row) => [row.watch, Number(row.started_at), Number(row.ended_at), row.duration_s]),
    ).toEqual([
      ['pass:zone:p', 1_000, 1_050, 0],
      ['pass:zone:q', 1_100, 1_150, 0],
      ['pass:zone:p', 1_200, 1_260, 0],
    ]);
    // Written once, by the end's clock: as the insert and update of the one-at-a-time calls leave them.
    expect(rows.map((row) => [Number(row.created_at), Number(row.updated_at)])).toEqual([
      [7, 9],
      [7, 9],
      [7, 9],
    ]);
  });

  it('end stored visits in a batch with no start', async () => {
    const db = fixture.store.db;
    const first = await recordAssetEvent(db, start('ends', 'r', 'asset8', 1_000));
    // A batch of ends alone (an exit from a stay told in an earlier batch, one with nothing open).
    const answers = await writeAssetEvents(db, fixture.store.dialect.name, [
      { end: end('ends', 'r', 'asset8', 2_000) },
      { end: end('ends', 's', 'asset8', 2_000) },
    ]);
    expect(answers).toEqual([[first], []]);
    const row = await db
      .selectFrom('asset_events')
      .select(['ended_at', 'duration_s'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect([Number(row.ended_at), row.duration_s]).toEqual([2_000, 1]);
  });

  it("read what can be open or begun since the first start, not a pair's whole history", async () => {
    const db = fixture.store.db;
    // A pair with a long history of ended visits, and one still open.
    for (let at = 1_000; at < 41_000; at += 2_000) {
      await recordAssetEvent(db, start('long', 'l', 'asset10', at));
      await endAssetEvents(db, end('long', 'l', 'asset10', at + 1_000));
    }
    const open = await recordAssetEvent(db, start('long', 'l', 'asset10', 50_000));
    const reads: { sql: string; parameters: readonly unknown[] }[] = [];
    const watched = db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' || args.node.kind === 'RawNode') {
          const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
          // Raw SQL reads (PostgreSQL's probes of each pair), not the raw update of the ends.
          if (/^\s*select/i.test(compiled.sql))
            reads.push({ sql: compiled.sql, parameters: compiled.parameters });
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const answers = await writeAssetEvents(watched, fixture.store.dialect.name, [
      { end: end('long', 'l', 'asset10', 60_000) },
      { start: start('long', 'l', 'asset10', 70_000) },
      { start: start('long', 'l', 'asset10', 50_000) },
    ]);
    expect(answers[0]).toEqual([open]);
    expect(answers[2]).toBe(open);
    expect(reads).toHaveLength(1);
    const read = reads[0] as (typeof reads)[number];
    if (fixture.store.dialect.name !== 'sqlite') {
      // PostgreSQL's plan: each pair probed, its open events through an index of open events (on a
      // table this small the planner may take the one by asset), its recent ones through the found
      // index from the first start on; never a scan of the table, nor a hash of every open event.
      const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${read.sql}`, [...read.parameters]),
      );
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Nested Loop/);
      expect(text).toMatch(/Index (Only )?Scan using asset_events_open\w* on asset_events/);
      expect(text).toMatch(/Index (Only )?Scan using asset_events_found on asset_events/);
      expect(text).not.toMatch(/Seq Scan on asset_events|Hash/);
      return;
    }
    // SQLite's plan: the open events through their partial index, the recent ones through the found
    // index from the first start on. Reading both at once searched the found index by (watch,
    // subject) alone: every visit the pair ever had.
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${read.sql}`, [...read.parameters]),
    );
    const searches = plan.rows.map((row) => row.detail).filter((detail) => detail.startsWith('SEARCH'));
    expect(searches).toEqual([
      'SEARCH asset_events USING INDEX asset_events_open (subject=? AND watch=?)',
      'SEARCH asset_events USING INDEX asset_events_found (subject=? AND watch=? AND started_at>?)',
    ]);
  });

  it('empty lists write nothing', async () => {
    expect(await recordAssetEvents(fixture.store.db, [])).toEqual([]);
    expect(await writeAssetEvents(fixture.store.db, fixture.store.dialect.name, [])).toEqual([]);
  });

  it('fail when another writer stored one of the new events after the read', async () => {
    const db = fixture.store.db;
    // Another writer: a connection of its own to the same store.
    const other = await openStore(fixture.config);
    let statements = 0;
    const racing = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        // After the read of the pairs, before the insert: the other writer stores the same event.
        if (statements === 1) await recordAssetEvent(other.db, start('race', 'r', 'asset8', 1_000));
        return args.result;
      },
    });
    try {
      await expect(
        writeAssetEvents(racing, fixture.store.dialect.name, [
          { start: start('race', 'r', 'asset8', 1_000) },
        ]),
      ).rejects.toThrow('1 asset events were stored by another writer while this batch was written');
    } finally {
      await other.close();
    }
    const rows = await db
      .selectFrom('asset_events')
      .select('id')
      .where('watch', '=', 'race:zone:r')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
