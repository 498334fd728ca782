// `vigil lists import ofac` as a user runs it: bin/vigil.js in a child process on OFAC's real
// publication (read in place), then the store it wrote looked up by a vessel's and an aircraft's
// identifiers; and its refusals, each a one-line message with exit code 2.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanctionsFor } from '../../src/risk/lists/index.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { sdnDocument, vessel } from '../risk/lists/ofac/sdn-document.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIGIL = path.join(ROOT, 'bin', 'vigil.js');
// Relative to the repository, where the CLI runs: the corpus is read in place, never copied.
const PUBLICATION = '../shared/data/ofac/sdn_advanced.xml.bz2';
/** Reading the real publication takes ~15 s (most of it bzip2); a loaded machine may take longer. */
const REAL_IMPORT_TIMEOUT_MS = 60_000;
const RUN_TIMEOUT_MS = 20_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-lists-'));
  dirs.push(dir);
  return dir;
}

/** `node bin/vigil.js lists import ofac …` on SQLite in `dataDir`; killed if it outlives `timeoutMs`. */
function vigil(args: string[], dataDir: string, timeoutMs = RUN_TIMEOUT_MS): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, VIGIL_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [VIGIL, 'lists', 'import', 'ofac', ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`vigil lists import ofac ${args.join(' ')} ran longer than ${timeoutMs} ms\n${stderr}`),
      );
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A refusal: exit code 2, nothing on stdout, one `vigil: …` line on stderr. */
function expectRefusal(run: Run, message: RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^vigil: [^\n]*\n$/);
  expect(run.stderr).toMatch(message);
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('vigil lists import ofac on the real publication (DateOfIssue 2025-11-19)', () => {
  const dataDir = tempDir();
  let first: Run;
  let store: Store;
  beforeAll(async () => {
    first = await vigil([PUBLICATION, '--json'], dataDir, REAL_IMPORT_TIMEOUT_MS);
    store = await openStore({ kind: 'sqlite', file: path.join(dataDir, 'vigil.db') });
  }, REAL_IMPORT_TIMEOUT_MS + 5_000);
  afterAll(async () => {
    await store?.close();
  });

  it('prints the summary as one JSON object', () => {
    expect(first.code, first.stderr).toBe(0);
    // stderr is not a terminal here: no progress bar.
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toEqual({
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
    });
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
    const expected = { entry_id: '43162', name: 'RF-82041', kind: 'aircraft', programs: ['RUSSIA-EO14024'] };
    expect(await sanctionsFor(store.db, { icao24: '154079' })).toMatchObject([
      { ...expected, matched_on: ['icao24'] },
    ]);
    expect(await sanctionsFor(store.db, { registration: 'RF-82041' })).toMatchObject([
      { ...expected, matched_on: ['registration'] },
    ]);
  });

  it('says so, and changes nothing, when the same publication is imported again', async () => {
    const again = await vigil([PUBLICATION], dataDir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(
      'OFAC SDN list of 2025-11-19 is already the current one (18,367 entries): nothing changed.\n',
    );
    const versions = await store.db.selectFrom('list_versions').select('seq').execute();
    expect(versions).toEqual([{ seq: 1 }]);
  });
});

describe('vigil lists import ofac refusals', () => {
  const dataDir = tempDir();
  const write = (name: string, text: string): string => {
    const file = path.join(tempDir(), name);
    writeFileSync(file, text);
    return file;
  };

  it('refuses a file that does not exist', async () => {
    expectRefusal(await vigil(['no-such-sdn.xml'], dataDir), /cannot read 'no-such-sdn\.xml': no such file/);
  });

  it('refuses a directory', async () => {
    expectRefusal(await vigil([tempDir()], dataDir), /not a file/);
  });

  it('refuses a file that is not XML', async () => {
    const file = write('sdn.json', '{"entries": []}\n');
    expectRefusal(await vigil([file], dataDir), /malformed SDN XML/);
  });

  it('refuses a truncated .bz2 download', async () => {
    const file = path.join(tempDir(), 'sdn_advanced.xml.bz2');
    writeFileSync(file, readFileSync(path.join(ROOT, PUBLICATION)).subarray(0, 100_000));
    expectRefusal(await vigil([file], dataDir), /damaged or truncated bzip2 data/);
  });

  it('refuses an XML document that is not an SDN publication', async () => {
    const file = write('feed.xml', '<?xml version="1.0"?><rss version="2.0"><channel /></rss>\n');
    expectRefusal(await vigil([file], dataDir), /not an OFAC ADVANCED_XML document: root is <rss>/);
  });

  it('refuses an older publication unless --allow-older is given', async () => {
    const listDir = tempDir();
    const april = write(
      'april.xml',
      sdnDocument([vessel('1'), vessel('2')], undefined, { date: '2025-04-11' }),
    );
    const march = write('march.xml', sdnDocument([vessel('1')], undefined, { date: '2025-03-07' }));
    expect((await vigil([april], listDir)).code).toBe(0);
    expectRefusal(await vigil([march], listDir), /2025-03-07 is older than .* 2025-04-11.*--allow-older/);
    const rolledBack = await vigil([march, '--allow-older', '--json'], listDir);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect(JSON.parse(rolledBack.stdout)).toMatchObject({
      version: '2025-03-07',
      previous_version: '2025-04-11',
      removed: 1,
      unchanged: 1,
    });
  });
});
