// An asset's events, paged: its own events and the encounters where it is the other vessel are read
// as two sets merged page by page (asset-events-repo.ts), so every page must be the newest of both
// from the cursor on, in the list's order (start time, then id, newest first), each event once,
// none of another asset's; and the export's capped count must count both sets.
import { describe, expect, it } from 'vitest';
import {
  type AssetEventQuery,
  type AssetEventStart,
  countAssetEvents,
  listAssetEvents,
  recordAssetEvent,
} from '../../../src/geo/history/asset-events-repo.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';

const fixture = useMigratedStore();
const WS = 'ws_pages';

const event = (
  assetId: string,
  otherAssetId: string | null,
  startedAt: number,
  n: number,
): AssetEventStart => ({
  workspaceId: WS,
  kind: otherAssetId === null ? 'loitering' : 'encounter',
  assetId,
  otherAssetId,
  watch: `rule:test:${n}`,
  subject: assetId,
  startedAt,
  position: [4.5, 52.1],
  evidence: {} as never,
  late: false,
  now: 1,
});

describe("an asset's events, paged", () => {
  it('merges its own events and the encounters it was the other vessel in, page by page, each once', async () => {
    const { db } = fixture.store;
    await db.insertInto('workspaces').values({ id: WS, name: 'pages', created_at: 0 }).execute();
    const mine: string[] = [];
    // Twelve of the asset's: its own every 10 s, and as the other vessel between them; two at the
    // same start, so the id orders them; and other assets' events interleaved.
    for (let i = 0; i < 6; i++) {
      mine.push(await recordAssetEvent(db, event('ast_a', null, 1_000 + i * 10_000, i)));
      mine.push(await recordAssetEvent(db, event('ast_b', 'ast_a', 6_000 + i * 10_000, 10 + i)));
      await recordAssetEvent(db, event('ast_c', 'ast_b', 6_000 + i * 10_000, 20 + i));
      await recordAssetEvent(db, event('ast_b', null, 3_000 + i * 10_000, 30 + i));
    }
    mine.push(await recordAssetEvent(db, event('ast_a', 'ast_c', 1_000, 40)));
    const query: AssetEventQuery = { assetId: 'ast_a', now: 100_000, limit: 4 };
    const seen: { id: string; started_at: number }[] = [];
    for (let page = 0; page < 10; page++) {
      const last = seen.at(-1);
      const rows = await listAssetEvents(db, WS, {
        ...query,
        ...(last ? { after: { startedAt: Number(last.started_at), id: last.id } } : {}),
      });
      seen.push(...rows.map((r) => ({ id: r.id, started_at: Number(r.started_at) })));
      if (rows.length < query.limit) break;
    }
    const expected = [...seen].sort((x, y) => y.started_at - x.started_at || (x.id < y.id ? 1 : -1));
    expect(seen).toEqual(expected);
    expect(seen.map((r) => r.id).sort()).toEqual([...mine].sort());
    expect(await countAssetEvents(db, WS, query, 100)).toBe(mine.length);
    expect(await countAssetEvents(db, WS, query, 8)).toBe(8);
  });
});
