// `vigil lists import ofac` as a user runs it: bin/vigil.js in a child process. OFAC's real
// publication (read in place), then the store it wrote looked up by a vessel's and an aircraft's
// identifiers, and the addresses it reports that screening cannot match; then its refusals, each a
// one-line message with exit code 2.

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanctionsFor } from '../../src/risk/lists/sanctions-lookup.ts';
import { describeStore, openStore, type Store } from '../../src/store/store.ts';
import { sdnDocument, vessel } from '../risk/lists/ofac/sdn-document.ts';
import { IN_POSTGRES_PASS } from '../stores.ts';
import {
  type CliStore,
  expectRefusal,
  ROOT,
  RUN_TIMEOUT_MS,
  type Run,
  runVigil,
  sqliteStore,
  tempDir,
  write,
} from './cli-runs.ts';

// Relative to the repository, where the CLI runs: the corpus is read in place, never copied.
const PUBLICATION = '../shared/data/ofac/sdn_advanced.xml.bz2';
/**
 * Reading the real publication takes ~15 s of CPU (most of it bzip2). On the two-core machine with
 * the suite and other work beside it, it took more than 60 s several times: the test asserts what
 * the import stored, the import's speed is not its subject.
 */
const REAL_IMPORT_TIMEOUT_MS = 180_000;

const vigil = (args: string[], store: CliStore, timeoutMs = RUN_TIMEOUT_MS): Promise<Run> =>
  runVigil(['lists', 'import', ...args], store, timeoutMs);

// SQLite in both passes (`sqliteStore`): the PostgreSQL pass skips it (IN_POSTGRES_PASS, test/stores.ts).
describe.skipIf(IN_POSTGRES_PASS)(
  'vigil lists import ofac on the real publication (DateOfIssue 2025-11-19)',
  () => {
    const target = sqliteStore();
    let first: Run;
    let store: Store;
    beforeAll(async () => {
      first = await vigil(['ofac', PUBLICATION, '--json'], target, REAL_IMPORT_TIMEOUT_MS);
      store = await openStore(target.config);
    }, REAL_IMPORT_TIMEOUT_MS + 5_000);
    afterAll(async () => {
      await store?.close();
    });

    it('prints the summary as one JSON object', () => {
      expect(first.code, first.stderr).toBe(0);
      // stderr is not a terminal here: no progress bar, only the store the command opened.
      expect(first.stderr).toBe(`vigil: store: ${describeStore(target.config)}\n`);
      expect(JSON.parse(first.stdout)).toEqual({
        store: expect.stringMatching(/^(SQLite|PostgreSQL) /),
        source: 'ofac_sdn',
        version: '2025-11-19',
        previous_version: null,
        entries: 18_367,
        vessels: 1_370,
        aircraft: 335,
        addresses: 760,
        added: 18_367,
        updated: 0,
        removed: 0,
        unchanged: 0,
        status: 'imported',
        skipped_addresses: expect.any(Array),
        placed_elsewhere: expect.any(Array),
      });
    });

    it('reports the addresses screening cannot match: a README quirk and four unscreened chains', () => {
      const { skipped_addresses: skipped } = JSON.parse(first.stdout);
      const unsupported = (entry_id: string, name: string, ticker: string, address: string) => ({
        entry_id,
        name,
        ticker,
        address,
        reason: 'unsupported chain',
        detail: expect.stringContaining(
          ticker === 'BNB' ? 'BNB Beacon Chain' : `OFAC ticker '${ticker}' is `,
        ),
      });
      const karasavidi = 'KARASAVIDI, Dmitrii';
      expect(skipped).toEqual([
        unsupported('29585', karasavidi, 'BTG', 'GPwg61XoHqQPNmAucFACuQ5H9sGCDv9TpS'),
        {
          entry_id: '29585',
          name: karasavidi,
          ticker: 'XMR',
          address: '5be5543ff73456ab9f2d207887e2af87322c651ea1a873c5b25b7ffae456c320',
          reason: 'invalid address',
          detail: expect.stringContaining('Not a valid Monero address: it has 64 characters'),
        },
        unsupported('29703', 'Andreyev, Anton Nikolaeyvich', 'BSV', '12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9'),
        unsupported('30520', 'RAZA, Mujtaba Ali', 'XVG', 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z'),
        unsupported('56360', 'Sokolovski, Rolan', 'BNB', 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23'),
      ]);
    });

    it('reports the addresses matched on other chains than their ticker: the TRON one under XBT, the ETC one', () => {
      const { placed_elsewhere: placed } = JSON.parse(first.stdout);
      expect(placed).toEqual([
        {
          entry_id: '29585',
          name: 'KARASAVIDI, Dmitrii',
          ticker: 'ETC',
          address: '0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b',
          chains: ['ethereum', 'bsc', 'polygon', 'arbitrum'],
          detail: expect.stringContaining('the same account on every EVM chain'),
        },
        {
          entry_id: '45404',
          name: 'Wang, Mingming',
          ticker: 'XBT',
          address: 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq',
          chains: ['tron'],
          detail:
            'Listed under XBT, but not a valid Bitcoin address; it is valid on tron only, so it is matched there.',
        },
      ]);
    });

    it('finds WORLD PERFORMANCE by its IMO number', async () => {
      expect(await sanctionsFor(store.db, { imo: '9301005' })).toEqual([
        {
          source: 'ofac_sdn',
          entry_id: '55891',
          name: 'WORLD PERFORMANCE',
          kind: 'vessel',
          programs: ['IRAN-EO13846'],
          lists: ['SDN List'],
          list_version: '2025-11-19',
          matched_on: ['imo'],
        },
      ]);
    });

    it('finds the AN-124 RF-82041 by its Mode S code and by its tail number', async () => {
      const expected = {
        entry_id: '43162',
        name: 'RF-82041',
        kind: 'aircraft',
        programs: ['RUSSIA-EO14024'],
      };
      expect(await sanctionsFor(store.db, { icao24: '154079' })).toMatchObject([
        { ...expected, matched_on: ['icao24'] },
      ]);
      expect(await sanctionsFor(store.db, { registration: 'RF-82041' })).toMatchObject([
        { ...expected, matched_on: ['registration'] },
      ]);
    });

    it('says so, and changes nothing, when the same publication is imported again', async () => {
      const again = await vigil(['ofac', PUBLICATION], target);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toBe(
        `OFAC SDN list of 2025-11-19 is already the current one (18,367 entries): nothing changed.\n`,
      );
      const versions = await store.db.selectFrom('list_versions').select('seq').execute();
      expect(versions).toEqual([{ seq: 1 }]);
      const json = await vigil(['ofac', PUBLICATION, '--json'], target);
      expect(JSON.parse(json.stdout)).toMatchObject({
        status: 'already_current',
        skipped_addresses: { length: 5 },
        placed_elsewhere: { length: 2 },
      });
    });
  },
);

describe.skipIf(IN_POSTGRES_PASS)('vigil lists import ofac', () => {
  it('lists the addresses it skipped, and those it placed elsewhere, after the summary', async () => {
    const file = write(
      'sdn.xml',
      sdnDocument(
        [
          vessel('1'),
          {
            id: '45404',
            subType: 'individual',
            name: { last: 'WANG', rest: 'Mingming' },
            features: [
              { type: 'xbt', value: 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq' },
              { type: 'currency', ticker: 'BSV', value: '12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9' },
            ],
          },
        ],
        undefined,
        { date: '2025-03-07' },
      ),
    );
    const target = sqliteStore();
    const run = await vigil(['ofac', file], target);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      [
        'OFAC SDN list of 2025-03-07 imported.',
        'Entries:   2: 1 vessels, 0 aircraft, 2 crypto addresses',
        'Changes:   2 added, 0 updated, 0 removed, 0 unchanged',
        'Skipped:   1 crypto addresses screening cannot match',
        '  BSV 12sjrrhoFEsedNRhtgwvvRqjFTh8fZTDX9: unsupported chain (entry 45404, WANG, Mingming)',
        'Placed:    1 crypto addresses matched on other chains than their ticker',
        '  XBT TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq: on tron (entry 45404, WANG, Mingming)',
        '',
      ].join('\n'),
    );
  });
});

describe.skipIf(IN_POSTGRES_PASS)('vigil lists import ofac refusals', () => {
  const target = sqliteStore();

  it('refuses a file that does not exist', async () => {
    expectRefusal(
      await vigil(['ofac', 'no-such-sdn.xml'], target),
      /cannot read 'no-such-sdn\.xml': no such file/,
    );
  });

  it('refuses a directory', async () => {
    expectRefusal(await vigil(['ofac', tempDir()], target), /not a file/);
  });

  it('refuses a file that is not XML', async () => {
    const file = write('sdn.json', '{"entries": []}\n');
    expectRefusal(await vigil(['ofac', file], target), /malformed SDN XML/);
  });

  it('refuses a truncated .bz2 download', async () => {
    const file = path.join(tempDir(), 'sdn_advanced.xml.bz2');
    writeFileSync(file, readFileSync(path.join(ROOT, PUBLICATION)).subarray(0, 100_000));
    expectRefusal(await vigil(['ofac', file], target), /damaged or truncated bzip2 data/);
  });

  it('refuses an XML document that is not an SDN publication', async () => {
    const file = write('feed.xml', '<?xml version="1.0"?><rss version="2.0"><channel /></rss>\n');
    expectRefusal(await vigil(['ofac', file], target), /not an OFAC ADVANCED_XML document: root is <rss>/);
  });

  it('refuses an older publication unless --allow-older is given', async () => {
    const list = sqliteStore();
    const april = write(
      'april.xml',
      sdnDocument([vessel('1'), vessel('2')], undefined, { date: '2025-04-11' }),
    );
    const march = write('march.xml', sdnDocument([vessel('1')], undefined, { date: '2025-03-07' }));
    expect((await vigil(['ofac', april], list)).code).toBe(0);
    expectRefusal(
      await vigil(['ofac', march], list),
      /2025-03-07 is older than .* 2025-04-11.*--allow-older/,
    );
    const rolledBack = await vigil(['ofac', march, '--allow-older', '--json'], list);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect(JSON.parse(rolledBack.stdout)).toMatchObject({
      version: '2025-03-07',
      previous_version: '2025-04-11',
      removed: 1,
      unchanged: 1,
    });
  });
});
