// `vigil import transfers` as a user runs it: bin/vigil.js in a child process on CSV and JSON lines
// files, against the store of an app running in this process, which then screens by what was
// imported; bad lines reported by number while the good ones are kept; a second import adding
// nothing; and its refusals, each one `vigil: …` line with exit code 2.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStore, type StoreConfig } from '../../src/store/store.ts';
import { createFreshDatabase, startApp, TEST_DIALECT, type TestApp, type TestStore } from '../harness.ts';
import { type Run, runVigil } from './cli-runs.ts';

const base58check = createBase58check(sha256);
/** A fresh Ethereum address, lower case. */
const eth = () => `0x${randomBytes(20).toString('hex')}`;
/** A fresh Bitcoin P2PKH address. */
const btc = () => base58check.encode(Uint8Array.from([0, ...randomBytes(20)]));
const txHash = () => `0x${randomBytes(32).toString('hex')}`;

/** A store the CLI and an in-process app share: SQLite in VIGIL_DATA_DIR, or a fresh PostgreSQL database. */
interface SharedStore {
  dir: string;
  env: Record<string, string>;
  testStore: TestStore;
  dispose(): Promise<void>;
}

async function createSharedStore(): Promise<SharedStore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-import-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite' || !process.env.DATABASE_URL) {
    const config: StoreConfig = { kind: 'sqlite', file: path.join(dir, 'vigil.db') };
    return {
      dir,
      env: { VIGIL_DATA_DIR: dir },
      testStore: { config, dispose: async () => undefined },
      dispose: removeDir,
    };
  }
  const database = await createFreshDatabase();
  return {
    dir,
    env: { VIGIL_DATA_DIR: dir, DATABASE_URL: database.url },
    testStore: { config: { kind: 'postgres', url: database.url }, dispose: async () => undefined },
    dispose: async () => {
      await database.drop();
      await removeDir();
    },
  };
}

/**
 * `node bin/vigil.js import transfers --workspace main …` on the shared store (`main`: the test
 * app's admin key's workspace, whose claims they become); killed if it outlives the timeout.
 */
function vigil(args: string[], env: Record<string, string>): Promise<Run> {
  return runVigil(['import', 'transfers', '--workspace', 'main', ...args], { env });
}

interface Summary {
  file: string;
  format: string;
  lines: number;
  imported: number;
  duplicates: number;
  workspace: string;
  skipped: number;
  errors: { line: number; pointer: string; detail: string }[];
}

/** The one JSON object `--json` printed, from a run that exited with `code`. */
function summaryOf(run: Run, code = 0): Summary {
  expect(run.code, run.stderr).toBe(code);
  expect(run.stdout).toMatch(/^\{[^\n]*\}\n$/);
  // The store it wrote to (test/cli/store-named.test.ts checks it is this one), then the summary.
  const { store, ...summary } = JSON.parse(run.stdout) as Summary & { store: string };
  expect(store).toMatch(/^(SQLite|PostgreSQL) /);
  return summary;
}

/** A refusal: exit code 2, nothing on stdout, one `vigil: …` line on stderr (after the store's, if opened). */
function expectRefusal(run: Run, message: RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^(vigil: store: [^\n]*\n)?vigil: [^\n]*\n$/);
  expect(run.stderr).toMatch(message);
}

describe(`vigil import transfers on ${TEST_DIALECT}`, () => {
  let store: SharedStore;
  let t: TestApp;

  beforeAll(async () => {
    store = await createSharedStore();
    // Running before any import, as a service would: what it sees next comes from its refresh.
    t = await startApp({ store: store.testStore, startWorker: false });
  });
  afterAll(async () => {
    await t?.close();
    await store?.dispose();
  });

  function file(name: string, lines: readonly string[]): string {
    const written = path.join(store.dir, name);
    writeFileSync(written, lines.map((line) => `${line}\n`).join(''));
    return written;
  }

  const transfersOf = (hashes: readonly string[]) =>
    t.app.services.store.db
      .selectFrom('transfers')
      .select(['chain', 'tx_hash', 'from_address', 'to_address', 'amount', 'asset', 'occurred_at'])
      .where('tx_hash', 'in', hashes)
      .orderBy('tx_hash')
      .orderBy('from_address')
      .orderBy('to_address')
      .execute();

  describe('a CSV file with a quoted field and a bad address', () => {
    const [sender, receiver, other] = [eth(), eth(), eth()];
    const [good, bad, late] = [txHash(), txHash(), txHash()];
    let csv: string;
    let first: Summary;

    beforeAll(async () => {
      csv = file('transfers.csv', [
        'chain,tx_hash,from,to,amount,asset,occurred_at',
        `ethereum,${good},"${sender}",${receiver},12.5,"USD Coin, ""bridged""",2025-01-31T12:00:00Z`,
        `ethereum,${bad},${sender},0x12345,1,,`,
        `ETH,${late},${other},${receiver},3,,`,
      ]);
      first = summaryOf(await vigil([csv, '--json'], store.env));
    });

    it('keeps the good rows and reports the bad one by line number and field', () => {
      expect(first).toEqual({
        file: csv,
        format: 'csv',
        lines: 4,
        imported: 2,
        duplicates: 0,
        workspace: t.admin.workspaceId,
        skipped: 1,
        errors: [{ line: 3, pointer: '/to', detail: expect.stringContaining('Ethereum address') }],
      });
    });

    it('stores the rows as the workspace’s claims, amounts exact, the quoted asset with its comma and quotes', async () => {
      expect(await transfersOf([good, bad, late])).toEqual(
        [
          {
            chain: 'ethereum',
            tx_hash: good,
            from_address: sender,
            to_address: receiver,
            amount: '12.5',
            asset: 'USD COIN, "BRIDGED"',
            occurred_at: Date.parse('2025-01-31T12:00:00Z'),
          },
          {
            chain: 'ethereum',
            tx_hash: late,
            from_address: other,
            to_address: receiver,
            amount: '3',
            asset: 'ETH',
            occurred_at: expect.any(Number),
          },
        ].sort((a, b) => a.tx_hash.localeCompare(b.tx_hash)),
      );
    });

    it('adds nothing when the same file is imported again, counting duplicates', async () => {
      const again = summaryOf(await vigil([csv, '--json'], store.env));
      expect(again).toMatchObject({ imported: 0, duplicates: 2, skipped: 1 });
      expect(await transfersOf([good, bad, late])).toHaveLength(2);
    });
  });

  describe('a file with a transaction hash not in its chain’s form, and a time in the future', () => {
    it('skips those lines, pointing at the field, as the ingest endpoint would', async () => {
      const [sender, receiver] = [eth(), eth()];
      const csv = file('checked.csv', [
        'chain,tx_hash,from,to,amount,occurred_at',
        `ethereum,x,${sender},${receiver},1,`,
        `ethereum,${txHash()},${sender},${receiver},1,2099-01-01T00:00:00Z`,
        `ethereum,${txHash()},${sender},${receiver},1,2025-01-31T12:00:00Z`,
      ]);
      expect(summaryOf(await vigil([csv, '--json'], store.env))).toMatchObject({
        imported: 1,
        skipped: 2,
        errors: [
          {
            line: 2,
            pointer: '/tx_hash',
            detail: expect.stringContaining('is not a ethereum transaction hash'),
          },
          { line: 3, pointer: '/occurred_at', detail: expect.stringContaining('in the future') },
        ],
      });
    });
  });

  describe('a JSON lines file with a bitcoin transaction of two inputs', () => {
    const [a, b, payee, change] = [btc(), btc(), btc(), btc()];
    const hash = randomBytes(32).toString('hex');
    let jsonl: string;

    beforeAll(() => {
      jsonl = file('transfers.jsonl', [
        JSON.stringify({
          chain: 'bitcoin',
          tx_hash: hash,
          inputs: [
            { address: a, amount: 0.4 },
            { address: b, amount: 0.6 },
          ],
          outputs: [
            { address: payee, amount: 0.7 },
            { address: change, amount: 0.29 },
          ],
          occurred_at: '2025-02-01T08:30:00.000Z',
        }),
      ]);
    });

    it('stores each input → output pair, and the transaction for co-spend clustering', async () => {
      const run = await vigil([jsonl], store.env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(
        [
          `Imported transfers from ${jsonl} (JSON lines)`,
          '  lines read:  1',
          '  imported:    1',
          '  duplicates:  0 (stored already)',
          '  skipped:     0 (unreadable, or contradicting a stored transfer)',
          `  workspace:   ${t.admin.workspaceId} (its claims: they count in its screenings only)`,
          "  for:         exposure and clustering in the workspace's screenings; detection agents do not inspect imported transfers",
          '',
        ].join('\n'),
      );
      const rows = await transfersOf([hash]);
      expect(rows.map((row) => [row.from_address, row.to_address, row.amount])).toEqual(
        expect.arrayContaining([
          // Each output shared out over the inputs exactly, in satoshis.
          [a, payee, '0.28'],
          [b, payee, '0.42'],
          [a, change, '0.116'],
          [b, change, '0.174'],
        ]),
      );
      expect(rows).toHaveLength(4);
      const transaction = await t.app.services.store.db
        .selectFrom('chain_transactions')
        .selectAll()
        .where('tx_hash', '=', hash)
        .executeTakeFirstOrThrow();
      expect(transaction).toMatchObject({
        chain: 'bitcoin',
        occurred_at: Date.parse('2025-02-01T08:30:00Z'),
      });
      expect(JSON.parse(transaction.inputs)).toEqual([
        { address: a, amount: '0.4' },
        { address: b, amount: '0.6' },
      ]);
    });

    it('adds nothing the second time', async () => {
      expect(summaryOf(await vigil([jsonl, '--json'], store.env))).toMatchObject({
        imported: 0,
        duplicates: 1,
      });
      expect(await transfersOf([hash])).toHaveLength(4);
    });
  });

  it('a running service screens by imported transfers after its refresh', async () => {
    const [mixer, wallet] = [eth(), eth()];
    const labelled = await t.request({
      method: 'POST',
      url: '/v1/labels',
      payload: { chain: 'ethereum', address: mixer, label: 'Mixer', category: 'mixing_service' },
    });
    expect(labelled.statusCode, labelled.body).toBe(201);
    const screen = async () => {
      const response = await t.request({
        method: 'POST',
        url: '/v1/screen/wallet',
        payload: { chain: 'ethereum', address: wallet },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { matches: { label: string; exposure: string; hops: number }[] };
    };
    expect((await screen()).matches).toEqual([]);

    const jsonl = file('mixer.ndjson', [
      JSON.stringify({ chain: 'ethereum', tx_hash: txHash(), from: mixer, to: wallet, amount: 10 }),
    ]);
    expect(summaryOf(await vigil([jsonl, '--json'], store.env))).toMatchObject({ imported: 1 });
    // What the service's timer does every REFRESH_INTERVAL_MS.
    await t.app.services.risk.refresh();
    expect((await screen()).matches).toEqual([
      expect.objectContaining({ label: 'Mixer', exposure: 'direct', hops: 1, direction: 'incoming' }),
    ]);
  });

  it('exits 1 with the summary when no line of the file is a transfer', async () => {
    const jsonl = file('wrong.json', ['[', '  {"chain": "ethereum"}', ']']);
    const run = await vigil([jsonl, '--json'], store.env);
    expect(summaryOf(run, 1)).toMatchObject({ lines: 3, imported: 0, skipped: 3 });
    expect(run.stderr).toBe(
      `vigil: store: ${describeStore(store.testStore.config)}\nvigil: no line of ${jsonl} could be imported\n`,
    );
  });

  it.each([
    ['an empty file', 'empty.jsonl', []],
    ['blank lines only', 'blank.jsonl', ['', '']],
    ['a CSV header and no rows', 'header-only.csv', ['chain,tx_hash,from,to,amount']],
  ])('exits 0 for %s', async (_, name, lines) => {
    expect(summaryOf(await vigil([file(name, lines), '--json'], store.env))).toMatchObject({
      imported: 0,
      skipped: 0,
    });
  });

  describe('refusals', () => {
    it('a missing file', async () => {
      expectRefusal(
        await vigil([path.join(store.dir, 'absent.csv')], store.env),
        /absent\.csv': no such file/,
      );
    });

    it('a name that does not tell the format', async () => {
      expectRefusal(
        await vigil([file('transfers.txt', ['{}'])], store.env),
        /pass --format csv or --format jsonl/,
      );
    });

    it('an unknown --format', async () => {
      const run = await vigil([file('transfers.csv', ['{}']), '--format', 'xml'], store.env);
      expectRefusal(run, /--format must be csv or jsonl, got 'xml'/);
    });

    it('a CSV file without its header row', async () => {
      const csv = file('headless.csv', [`ethereum,${txHash()},${eth()},${eth()},1`]);
      expectRefusal(await vigil([csv], store.env), /headless\.csv line 1: the header must name the columns/);
    });

    it('a workspace that does not exist', async () => {
      const csv = file('nobody.csv', ['chain,tx_hash,from,to,amount']);
      const run = await runVigil(['import', 'transfers', '--workspace', 'nobody', csv], { env: store.env });
      expectRefusal(run, /there is no workspace named 'nobody'/);
    });

    it('a CSV header with UTXO inputs, sent to JSON lines', async () => {
      const csv = file('utxo.csv', ['chain,tx_hash,inputs,outputs']);
      expectRefusal(await vigil([csv], store.env), /can only be imported from JSON lines/);
    });
  });
});
