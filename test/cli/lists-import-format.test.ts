// `vigil lists import --format …` as a user runs it (bin/vigil.js in a child process): the UN's,
// OFAC's consolidated and the EU's lists from the real excerpts in test/fixtures/lists, each into its own
// list of one store, with the summary naming the list; then the formats it refuses.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentListVersion } from '../../src/risk/lists/index.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { IN_POSTGRES_PASS } from '../stores.ts';
import { type CliStore, expectRefusal, type Run, runVigil, sqliteStore } from './cli-runs.ts';

const UN = 'test/fixtures/lists/un-consolidated-excerpt.xml';
const CONSOLIDATED = 'test/fixtures/lists/ofac-cons-advanced-excerpt.xml';
const EU = 'test/fixtures/lists/eu-fsf-excerpt.xml';
const TIMEOUT_MS = 60_000;

const vigil = (args: string[], store: CliStore): Promise<Run> =>
  runVigil(['lists', 'import', ...args], store, TIMEOUT_MS);

// SQLite in both passes (`sqliteStore`): the PostgreSQL pass skips it (IN_POSTGRES_PASS, test/stores.ts).
describe.skipIf(IN_POSTGRES_PASS)('vigil lists import --format', () => {
  const target = sqliteStore();
  let un: Run;
  let consolidated: Run;
  let eu: Run;
  let store: Store;
  beforeAll(async () => {
    un = await vigil(['--format', 'un', UN], target);
    consolidated = await vigil(['--format', 'ofac-consolidated', CONSOLIDATED, '--json'], target);
    eu = await vigil(['--format', 'eu-fsf', EU], target);
    store = await openStore(target.config);
  }, 4 * TIMEOUT_MS);
  afterAll(async () => {
    await store?.close();
  });

  it('imports the UN list and says what it stored, naming the list', () => {
    expect(un.code, un.stderr).toBe(0);
    expect(un.stdout).toBe(
      [
        'UN Security Council consolidated list of 2026-02-27T00:00:09.554Z imported.',
        'Entries:   49: 0 vessels, 0 aircraft, 0 crypto addresses',
        'Changes:   49 added, 0 updated, 0 removed, 0 unchanged',
        '',
      ].join('\n'),
    );
  });

  it('imports the OFAC consolidated list beside it, as a list of its own', async () => {
    expect(consolidated.code, consolidated.stderr).toBe(0);
    expect(JSON.parse(consolidated.stdout)).toMatchObject({
      source: 'ofac_consolidated',
      version: '2020-03-17',
      entries: 23,
      added: 23,
      status: 'imported',
    });
    expect(await currentListVersion(store.db, 'un_sc')).toMatchObject({
      entries: 49,
      file_name: 'un-consolidated-excerpt.xml',
    });
    expect(await currentListVersion(store.db, 'ofac_consolidated')).toMatchObject({ entries: 23 });
  });

  it('imports the EU list', () => {
    expect(eu.code, eu.stderr).toBe(0);
    expect(eu.stdout).toMatch(
      /^EU consolidated financial sanctions list of 2018-12-21T14:39:54.511\+01:00 imported\.\nEntries: {3}2: /,
    );
  });

  it('says the list is current when the same file is imported again', { timeout: TIMEOUT_MS }, async () => {
    const again = await vigil(['--format', 'un', UN], target);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(
      /^UN Security Council consolidated list of 2026-02-27T00:00:09.554Z is already the current one \(49 entries\): nothing changed\.\n$/,
    );
  });

  it('refuses a file of another list, an unknown format, one it cannot read yet, and no format', {
    timeout: 6 * TIMEOUT_MS,
  }, async () => {
    expectRefusal(
      await vigil(['--format', 'un', CONSOLIDATED], target),
      /not the UN consolidated list: root is <Sanctions>/,
    );
    expectRefusal(
      await vigil(['--format', 'ofac-consolidated', UN], target),
      /not an OFAC ADVANCED_XML document: root is <CONSOLIDATED_LIST>/,
    );
    expectRefusal(
      await vigil(['--format', 'swiss', UN], target),
      /unknown --format 'swiss': one of ofac-sdn, ofac-consolidated, un, eu-fsf/,
    );
    expectRefusal(
      await vigil(['--format', 'uk', UN], target),
      /--format uk: the UK sanctions list cannot be imported by this version of Vigil yet/,
    );
    expectRefusal(await vigil([UN], target), /give --format \(ofac-sdn, ofac-consolidated, un, eu-fsf\)/);
    expect(await currentListVersion(store.db, 'un_sc')).toMatchObject({ entries: 49 });
  });
});
