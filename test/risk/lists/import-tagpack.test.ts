/**
 * Importing TagPacks as platform labels, on every dialect: what a first import stores, a new
 * version replacing the pack's labels (counted against what was stored), the same pack again
 * writing nothing, other packs and workspace labels left alone, refusals that write nothing, and
 * the label index of a running service picking each import up.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { VigilError } from '../../../src/lib/errors.ts';
import { importTagPack } from '../../../src/risk/lists/import-tagpack.ts';
import { createLabelIndex } from '../../../src/risk/lists/label-index.ts';
import type { Db } from '../../../src/store/store.ts';
import { ALL_DIALECTS } from '../../stores.ts';
import { type ListTestStore, openListTestStore } from './list-test-store.ts';

const MIXER = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
const RELAYER = '0x722122dF12D4e14e13Ac3b6895a86e84145b6967';
const ROUTER = '0xd90e2f925DA726b50C4Ed8D0Fb90Ad053324F31b';
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const MAY = '2024-05-01';
const JUNE = '2024-06-01';

interface TagSpec {
  address: string;
  currency?: string;
  label?: string;
  category?: string;
  confidence?: string;
}

/** A pack's YAML: ETH tags labelled `mixer` by default, graded `forensic` (50). */
function packText(tags: TagSpec[], header: Record<string, string | undefined> = {}): string {
  return stringify({
    title: 'Test mixers',
    creator: 'Vigil tests',
    source: 'https://example.test/report',
    currency: 'ETH',
    label: 'mixer',
    confidence: 'forensic',
    lastmod: MAY,
    ...header,
    tags,
  });
}

async function labelRows(db: Db) {
  return db
    .selectFrom('address_labels')
    .select([
      'workspace_id',
      'chain',
      'address',
      'label',
      'category',
      'confidence',
      'source',
      'source_version',
    ])
    .orderBy('source')
    .orderBy('address')
    .orderBy('label')
    .execute();
}

async function snapshot(db: Db) {
  return {
    labels: await db.selectFrom('address_labels').selectAll().orderBy('id').execute(),
    versions: await db.selectFrom('list_versions').selectAll().orderBy('source').orderBy('seq').execute(),
  };
}

describe.each(ALL_DIALECTS)('importTagPack on %s', (dialect) => {
  let lists: ListTestStore;
  const importPack = (text: string, fileName = 'test_mixers.yaml') =>
    importTagPack(lists.store, text, { clock: lists.clock, fileName });
  beforeEach(async () => {
    lists = await openListTestStore(dialect);
  });
  afterEach(async () => {
    await lists.close();
  });

  it('stores each tag as a label every workspace sees, with one list version, and reports what it skipped', async () => {
    const summary = await importPack(
      packText([
        { address: MIXER, category: 'mixing_service' },
        { address: GENESIS, currency: 'BTC', label: 'miner', confidence: 'ownership' },
        { address: 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z', currency: 'DOGE' },
        { address: '0x1234' },
      ]),
    );
    expect(summary).toEqual({
      source: 'tagpack:test_mixers',
      title: 'Test mixers',
      version: MAY,
      previous_version: null,
      entries: 2,
      vessels: 0,
      aircraft: 0,
      addresses: 2,
      added: 2,
      updated: 0,
      removed: 0,
      unchanged: 0,
      status: 'imported',
      chains: { ethereum: 1, bitcoin: 1 },
      skipped: [
        expect.objectContaining({ tag_index: 2, currency: 'DOGE', reason: 'unsupported chain' }),
        expect.objectContaining({ tag_index: 3, address: '0x1234', reason: 'invalid address' }),
      ],
      // The miner names no category: weighed as unknown, and the report says so.
      warnings: [
        {
          code: 'no_category',
          pointer: '/tags/1',
          tag_index: 1,
          message: "tag 1 names no category, abuse or concept: weighed as 'unknown' (20 of 100)",
        },
      ],
    });
    const source = 'tagpack:test_mixers';
    expect(await labelRows(lists.store.db)).toEqual([
      {
        workspace_id: null,
        chain: 'ethereum',
        address: MIXER.toLowerCase(),
        label: 'mixer',
        category: 'mixing_service',
        confidence: 50,
        source,
        source_version: MAY,
      },
      {
        workspace_id: null,
        chain: 'bitcoin',
        address: GENESIS,
        label: 'miner',
        category: 'unknown',
        confidence: 100,
        source,
        source_version: MAY,
      },
    ]);
    const ids = await lists.store.db.selectFrom('address_labels').select(['id', 'created_at']).execute();
    for (const row of ids)
      expect(row).toEqual({ id: expect.stringMatching(/^lbl_/), created_at: lists.clock.now() });
    expect((await snapshot(lists.store.db)).versions).toEqual([
      {
        source,
        seq: 1,
        version: MAY,
        previous_version: null,
        imported_at: lists.clock.now(),
        file_name: 'test_mixers.yaml',
        entries: 2,
        vessels: 0,
        aircraft: 0,
        addresses: 2,
        added: 2,
        updated: 0,
        removed: 0,
        unchanged: 0,
      },
    ]);
  });

  it("replaces the pack's labels with a new version's, counting changes against what was stored", async () => {
    await importPack(packText([{ address: MIXER }, { address: RELAYER }, { address: ROUTER }]));
    lists.clock.advance(60_000);
    const summary = await importPack(
      packText(
        [
          { address: MIXER },
          { address: RELAYER, category: 'mixing_service' },
          { address: ROUTER, label: 'router' },
        ],
        { lastmod: JUNE },
      ),
    );
    // ROUTER's `mixer` label is gone and its `router` label new; RELAYER's category changed.
    expect(summary).toMatchObject({
      version: JUNE,
      previous_version: MAY,
      entries: 3,
      added: 1,
      updated: 1,
      removed: 1,
      unchanged: 1,
      status: 'imported',
    });
    expect(
      (await labelRows(lists.store.db)).map((r) => [r.address, r.label, r.category, r.source_version]),
    ).toEqual([
      [RELAYER.toLowerCase(), 'mixer', 'mixing_service', JUNE],
      [MIXER.toLowerCase(), 'mixer', 'unknown', JUNE],
      [ROUTER.toLowerCase(), 'router', 'unknown', JUNE],
    ]);
    const { versions } = await snapshot(lists.store.db);
    expect(versions.map((v) => [v.seq, v.version, v.previous_version, v.entries, v.removed])).toEqual([
      [1, MAY, null, 3, 0],
      [2, JUNE, MAY, 3, 1],
    ]);
  });

  it('says already_current and writes nothing when the same labels come again at the same version', async () => {
    const text = packText([{ address: MIXER }, { address: GENESIS, currency: 'BTC' }]);
    await importPack(text);
    const before = await snapshot(lists.store.db);
    lists.clock.advance(60_000);
    const again = await importPack(text);
    expect(again).toMatchObject({
      status: 'already_current',
      version: MAY,
      previous_version: MAY,
      entries: 2,
      added: 0,
      updated: 0,
      removed: 0,
      unchanged: 2,
    });
    // The labels are what count, not how the file spells them: reordered and re-cased, still current.
    const reordered = packText([{ address: GENESIS, currency: 'btc' }, { address: MIXER.toLowerCase() }]);
    expect((await importPack(reordered)).status).toBe('already_current');
    expect(await snapshot(lists.store.db)).toEqual(before);
  });

  it('imports labels that changed under an unchanged lastmod', async () => {
    await importPack(packText([{ address: MIXER }]));
    const summary = await importPack(packText([{ address: MIXER }, { address: RELAYER }]));
    expect(summary).toMatchObject({ status: 'imported', version: MAY, previous_version: MAY, added: 1 });
    expect(await labelRows(lists.store.db)).toHaveLength(2);
  });

  it('leaves the labels of other packs and of workspaces alone', async () => {
    const db = lists.store.db;
    await db.insertInto('workspaces').values({ id: 'ws_test', name: 'test', created_at: 0 }).execute();
    await db
      .insertInto('address_labels')
      .values({
        id: 'lbl_own',
        workspace_id: 'ws_test',
        chain: 'ethereum',
        address: MIXER.toLowerCase(),
        label: 'mixer',
        category: 'scam',
        confidence: 100,
        source: 'custom',
        source_version: null,
        created_at: 0,
      })
      .execute();
    await importPack(packText([{ address: MIXER }]), 'one.yaml');
    await importPack(packText([{ address: MIXER }, { address: RELAYER }]), 'two.yaml');
    await importPack(packText([{ address: RELAYER }], { lastmod: JUNE }), 'one.yaml');
    expect((await labelRows(db)).map((r) => [r.source, r.address, r.source_version])).toEqual([
      ['custom', MIXER.toLowerCase(), null],
      ['tagpack:one', RELAYER.toLowerCase(), JUNE],
      ['tagpack:two', RELAYER.toLowerCase(), MAY],
      ['tagpack:two', MIXER.toLowerCase(), MAY],
    ]);
  });

  it('versions a pack without lastmod by its text, so an edited pack is imported again', async () => {
    const first = await importPack(packText([{ address: MIXER }], { lastmod: undefined }));
    expect(first.version).toMatch(/^sha256:[0-9a-f]{12}$/);
    const edited = await importPack(packText([{ address: MIXER, category: 'scam' }], { lastmod: undefined }));
    expect(edited).toMatchObject({ status: 'imported', previous_version: first.version, updated: 1 });
    expect(edited.version).not.toBe(first.version);
  });

  it('refuses a pack with no tags, or no TagPack at all, and writes nothing', async () => {
    await importPack(packText([{ address: MIXER }]));
    const before = await snapshot(lists.store.db);
    await expect(importPack(packText([]))).rejects.toThrow(
      'test_mixers.yaml has no tags: there is nothing to import',
    );
    await expect(importPack('title: [unclosed\n')).rejects.toThrow(/test_mixers\.yaml is not valid YAML/);
    await expect(importPack('- just\n- a list\n')).rejects.toThrow(/test_mixers\.yaml is not a TagPack/);
    await expect(importPack(packText([{ address: MIXER }], { creator: undefined }))).rejects.toBeInstanceOf(
      VigilError,
    );
    expect(await snapshot(lists.store.db)).toEqual(before);
  });

  it('is seen by the label index of a running service at its next refresh, removals included', async () => {
    const index = createLabelIndex(() => undefined);
    await index.refresh(lists.store.db);
    await importPack(packText([{ address: MIXER }, { address: RELAYER }]));
    await index.refresh(lists.store.db);
    expect(index.lookup('ws_any', 'ethereum', MIXER.toLowerCase())).toEqual([
      {
        label: 'mixer',
        category: 'unknown',
        source: 'tagpack:test_mixers',
        list_version: MAY,
        confidence: 50,
      },
    ]);
    expect(index.versions()).toEqual({
      'tagpack:test_mixers': { id: 'tagpack:test_mixers:1', version: MAY },
    });
    // The same number of labels as before, one swapped for another: still a new version to reload.
    await importPack(packText([{ address: MIXER }, { address: ROUTER }], { lastmod: JUNE }));
    await index.refresh(lists.store.db);
    expect(index.lookup('ws_any', 'ethereum', RELAYER.toLowerCase())).toEqual([]);
    expect(index.lookup('ws_any', 'ethereum', ROUTER.toLowerCase())).toMatchObject([{ list_version: JUNE }]);
  });
});
