// `vigil lists import tagpack` as a user runs it: bin/vigil.js in a child process. GraphSense's real
// Tornado Cash TagPack, imported beside a running service that then screens one of its addresses;
// small packs for replacement and skipped tags; and the refusals, each a one-line message with
// exit code 2.
import { truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { MAX_TAGPACK_BYTES } from '../../src/cli/lists-command.ts';
import { describeStore } from '../../src/store/store.ts';
import { ALL_DIALECTS, startApp, type TestApp } from '../harness.ts';
import {
  type CliStore,
  cliStore,
  expectRefusal,
  RUN_TIMEOUT_MS,
  type Run,
  runVigil,
  sqliteStore,
  tempDir,
  write,
} from './cli-runs.ts';

// Relative to the repository, where the CLI runs: the corpus is read in place, never copied.
const TAGPACK = '../shared/data/tagpacks/tornado_cash.yaml';

const vigil = (args: string[], store: CliStore, timeoutMs = RUN_TIMEOUT_MS): Promise<Run> =>
  runVigil(['lists', 'import', ...args], store, timeoutMs);

/** Entry 5 of the pack, which its last entry repeats with a trailing space. */
const REPEATED = '0x4736dCf1b7A3d580672CcE6E7c65cd5cc9cFBa9D';
const TORNADO_ROUTER = '0xd90e2f925DA726b50C4Ed8D0Fb90Ad053324F31b';

describe.each(ALL_DIALECTS)(
  'vigil lists import tagpack on the real tornado_cash.yaml, beside a running service on %s',
  (dialect) => {
    let target: CliStore;
    let t: TestApp;
    let before: { matches: unknown[] };
    let first: Run;
    const screen = async (address: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/v1/screen/wallet',
        payload: { chain: 'ethereum', address },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    beforeAll(async () => {
      target = await cliStore(dialect);
      t = await startApp({ store: target, startWorker: false });
      before = await screen(TORNADO_ROUTER);
      first = await vigil(['tagpack', TAGPACK, '--json'], target);
    }, 2 * RUN_TIMEOUT_MS);
    afterAll(async () => {
      await t?.close();
      await target?.dispose();
    });

    it('prints the summary as one JSON object: 38 labels, the trailing space and the repeat reported', () => {
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toBe(`vigil: store: ${describeStore(target.config)}\n`);
      expect(JSON.parse(first.stdout)).toEqual({
        store: expect.stringMatching(/^(SQLite|PostgreSQL) /),
        source: 'tagpack:tornado_cash',
        title: 'Tornado.cash',
        version: '2022-08-10',
        previous_version: null,
        entries: 38,
        vessels: 0,
        aircraft: 0,
        addresses: 38,
        added: 38,
        updated: 0,
        removed: 0,
        unchanged: 0,
        status: 'imported',
        chains: { ethereum: 38 },
        skipped: [],
        warnings: [
          {
            code: 'address_whitespace',
            pointer: '/tags/38/address',
            tag_index: 38,
            message: `tags[38]: address "${REPEATED} " has whitespace around it; trimmed`,
          },
          {
            code: 'duplicate_tag',
            pointer: '/tags/38',
            tag_index: 38,
            message: 'tags[38] repeats tags[5] (same address, currency, network, label and source); dropped',
          },
        ],
      });
    });

    it('stores 38 platform labels on ethereum: mixing_service, confidence 60, under the pack and its lastmod', async () => {
      const rows = await t.app.services.store.db
        .selectFrom('address_labels')
        .select(['workspace_id', 'chain', 'label', 'category', 'confidence', 'source', 'source_version'])
        .select('address')
        .execute();
      expect(rows).toHaveLength(38);
      expect(new Set(rows.map((row) => row.address)).size).toBe(38);
      for (const { address, ...row } of rows) {
        expect(address).toMatch(/^0x[0-9a-f]{40}$/);
        expect(row).toEqual({
          workspace_id: null,
          chain: 'ethereum',
          label: 'tornado.cash',
          category: 'mixing_service',
          confidence: 60,
          source: 'tagpack:tornado_cash',
          source_version: '2022-08-10',
        });
      }
    });

    it('is matched by the running service once it refreshes', async () => {
      expect(before.matches).toEqual([]);
      await t.app.services.risk.refresh();
      const result = await screen(TORNADO_ROUTER);
      // mixing_service 80 × confidence 0.6 × ownership 1 = 48.
      expect(result).toMatchObject({
        chain: 'ethereum',
        address: TORNADO_ROUTER.toLowerCase(),
        risk_score: 48,
        risk_category: 'medium',
        sanctions_hit: false,
        matched_labels: ['tornado.cash'],
      });
      expect(result.matches).toEqual([
        expect.objectContaining({
          label: 'tornado.cash',
          category: 'mixing_service',
          source: 'tagpack:tornado_cash',
          list_version: '2022-08-10',
          confidence: 60,
          exposure: 'ownership',
          hops: 0,
        }),
      ]);
    });

    it('says so, and writes nothing, when the same pack is imported again', async () => {
      const db = t.app.services.store.db;
      const labelsBefore = await db.selectFrom('address_labels').selectAll().orderBy('id').execute();
      const again = await vigil(['tagpack', TAGPACK], target);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toBe(
        `TagPack Tornado.cash (tagpack:tornado_cash) of 2022-08-10 is already the current one (38 labels): nothing changed.\n`,
      );
      expect(await db.selectFrom('list_versions').select(['source', 'seq', 'version']).execute()).toEqual([
        { source: 'tagpack:tornado_cash', seq: 1, version: '2022-08-10' },
      ]);
      expect(await db.selectFrom('address_labels').selectAll().orderBy('id').execute()).toEqual(labelsBefore);
    });
  },
);

/** A small pack's YAML: ETH tags under the header's label, source and confidence (forensic, 50). */
function packText(tags: object[], header: object = {}): string {
  return stringify({
    title: 'Small pack',
    creator: 'Vigil tests',
    label: 'mixer',
    currency: 'ETH',
    source: 'https://example.test/report',
    confidence: 'forensic',
    lastmod: '2024-05-01',
    ...header,
    tags,
  });
}

describe('vigil lists import tagpack', () => {
  it('prints what it imported, replaced and skipped, and the warnings of the reader', async () => {
    const target = sqliteStore();
    const first = write(
      'small_pack.yaml',
      packText([{ address: TORNADO_ROUTER }, { address: REPEATED }, { address: REPEATED.toLowerCase() }]),
    );
    expect((await vigil(['tagpack', first], target)).code).toBe(0);
    const second = write(
      'small_pack.yaml',
      packText(
        [
          { address: TORNADO_ROUTER, category: 'mixing_service' },
          { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', currency: 'BTC', label: 'miner' },
          { address: 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z', currency: 'DOGE' },
          { address: '0x1234 ' },
        ],
        { lastmod: '2024-06-01', maintainer: 'someone' },
      ),
    );
    const run = await vigil(['tagpack', second], target);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      [
        'TagPack Small pack (tagpack:small_pack) of 2024-06-01 imported (previously 2024-05-01).',
        'Labels:    2: 1 on ethereum, 1 on bitcoin',
        'Changes:   1 added, 1 updated, 1 removed, 0 unchanged',
        'Skipped:   2 tags',
        "  tags[2] DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z: unsupported chain. Currency 'DOGE' is not a chain Vigil screens.",
        "  tags[3] 0x1234: invalid address. Not a valid Ethereum address: it has 4 hex digits after '0x', where 40 belong.",
        'Warnings:  3',
        "  header field 'maintainer' is not in the TagPack schema; ignored",
        '  tags[3]: address "0x1234 " has whitespace around it; trimmed',
        // Neither the header nor the bitcoin tag names a category (its 'miner' is a label, a name,
        // not a category or concept), so the label is weighed as unknown, and the reader says so.
        "  tag 1 names no category, abuse or concept: weighed as 'unknown' (20 of 100)",
        '',
      ].join('\n'),
    );
  });
});

describe('vigil lists import tagpack refusals', () => {
  const target = sqliteStore();

  it('refuses a file that does not exist', async () => {
    expectRefusal(
      await vigil(['tagpack', 'no-such-pack.yaml'], target),
      /cannot read 'no-such-pack\.yaml': no such file/,
    );
  });

  it('refuses a file over 50 MB before reading it', async () => {
    const file = path.join(tempDir(), 'huge.yaml');
    writeFileSync(file, '');
    truncateSync(file, MAX_TAGPACK_BYTES + 10 * 1024 * 1024);
    expectRefusal(
      await vigil(['tagpack', file], target),
      /cannot import '.*huge\.yaml': 60\.0 MB is more than the 50\.0 MB a TagPack may have/,
    );
  });

  it('refuses a file that is not YAML', async () => {
    const file = write('pack.yaml', 'title: [Tornado\ntags: {\n');
    expectRefusal(await vigil(['tagpack', file], target), /(^|\n)vigil: pack\.yaml is not valid YAML: /);
  });

  it('refuses YAML that is not a TagPack', async () => {
    const file = write('compose.yaml', 'services:\n  web:\n    image: nginx\n');
    expectRefusal(
      await vigil(['tagpack', file], target),
      /compose\.yaml is not a TagPack: expected a mapping with title, creator and tags/,
    );
  });

  it('refuses a pack with no tags', async () => {
    expectRefusal(
      await vigil(['tagpack', write('empty.yaml', packText([]))], target),
      /empty\.yaml has no tags/,
    );
  });

  it('refuses an invalid pack in one line, though a value it quotes spans lines', async () => {
    const file = write('broken.yaml', packText([{ address: '0x12\n0x34' }]));
    expectRefusal(
      await vigil(['tagpack', file], target),
      /broken\.yaml is not a valid TagPack \(1 problem\)/,
    );
  });
});
