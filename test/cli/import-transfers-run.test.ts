// The import loop on each store: batches of BATCH_SIZE, duplicates counted across batches and
// within one, errors by line number capped at REPORTED_ERRORS, and a CSV file without a header refused.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFormat } from '../../src/cli/import-transfers-record.ts';
import { BATCH_SIZE, importTransfers, REPORTED_ERRORS } from '../../src/cli/import-transfers-run.ts';
import { UsageError } from '../../src/cli/keys-command.ts';
import type { FileLine } from '../../src/cli/replay-source.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTransfersService } from '../../src/risk/transfers/transfers-service.ts';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { ALL_DIALECTS, createTestStore, type TestStore } from '../stores.ts';

const eth = () => `0x${randomBytes(20).toString('hex')}`;

/** Lines as the file reader gives them, numbered from 1, with their end offsets. */
async function* linesOf(texts: readonly string[]): AsyncGenerator<FileLine> {
  let endByte = 0;
  for (const [i, text] of texts.entries()) {
    endByte += Buffer.byteLength(text) + 1;
    yield { text, lineNo: i + 1, endByte };
  }
}

/** An Ethereum transaction hash: `prefix` (`0x` and 8 hex digits), then `n` in the 56 digits left. */
const hashAt = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(56, '0')}`;

const transferLine = (from: string, to: string, txHash: string) =>
  JSON.stringify({ chain: 'ethereum', tx_hash: txHash, from, to, amount: 1 });

describe.each(ALL_DIALECTS)('importTransfers on %s', (dialect) => {
  let testStore: TestStore;
  let store: Store;

  beforeAll(async () => {
    testStore = await createTestStore(dialect);
    store = await openStore(testStore.config);
    await migrateToLatest(store);
  });
  afterAll(async () => {
    await store?.close();
    await testStore?.dispose();
  });

  function run(format: ImportFormat, texts: readonly string[], progress?: (bytes: number) => void) {
    return importTransfers({
      file: `test.${format}`,
      format,
      lines: linesOf(texts),
      store,
      workspaceId: 'ws_import',
      transfers: createTransfersService({ store, clock: new ManualClock() }),
      ...(progress ? { progress } : {}),
    });
  }

  async function rowsOf(txHashPrefix: string): Promise<number> {
    const row = await store.db
      .selectFrom('transfers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tx_hash', 'like', `${txHashPrefix}%`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('counts a transfer seen in an earlier batch, or earlier in the same one, as a duplicate', async () => {
    const prefix = `0x${randomBytes(4).toString('hex')}`;
    const unique = Array.from({ length: BATCH_SIZE + 500 }, (_, i) =>
      transferLine(eth(), eth(), hashAt(prefix, i)),
    );
    // The first 300 again after a batch boundary, and one line twice in a row.
    const last = unique.at(-1) ?? '';
    const texts = [...unique, last, ...unique.slice(0, 300)];
    let bytes = 0;
    const summary = await run('jsonl', texts, (read) => {
      bytes = read;
    });
    expect(summary).toMatchObject({
      lines: texts.length,
      imported: unique.length,
      duplicates: 301,
      skipped: 0,
    });
    expect(await rowsOf(prefix)).toBe(unique.length);
    expect(bytes).toBe(texts.reduce((sum, text) => sum + Buffer.byteLength(text) + 1, 0));

    const again = await run('jsonl', unique);
    expect(again).toMatchObject({ imported: 0, duplicates: unique.length });
    expect(await rowsOf(prefix)).toBe(unique.length);
  });

  it(`keeps every good line, counts every bad one and lists the first ${REPORTED_ERRORS}`, async () => {
    const prefix = `0x${randomBytes(4).toString('hex')}`;
    const texts = ['chain,tx_hash,from,to,amount'];
    for (let i = 0; i < 30; i += 1) {
      texts.push(
        `ethereum,${hashAt(prefix, i)},${eth()},0xbad,1`,
        `ethereum,${hashAt(prefix, i)},${eth()},${eth()},1`,
        '',
      );
    }
    const summary = await run('csv', texts);
    expect(summary).toMatchObject({ imported: 30, duplicates: 0, skipped: 30 });
    expect(summary.errors).toHaveLength(REPORTED_ERRORS);
    expect(summary.errors[0]).toMatchObject({ line: 2, pointer: '/to' });
    expect(summary.errors[1]).toMatchObject({ line: 5, pointer: '/to' });
    expect(await rowsOf(prefix)).toBe(30);
  });

  it('reads a CSV header behind a byte order mark, and passes over blank lines', async () => {
    const summary = await run('csv', [
      '\uFEFFchain,tx_hash,from,to,amount',
      '',
      `eth,0x${randomBytes(32).toString('hex')},${eth()},${eth()},1`,
    ]);
    expect(summary).toMatchObject({ lines: 3, imported: 1, skipped: 0 });
  });

  it('refuses a CSV file whose first line is not a header, naming the line', async () => {
    await expect(run('csv', ['', `ethereum,0x01,${eth()},${eth()},1`])).rejects.toThrow(
      new UsageError(
        "test.csv line 2: the header must name the columns chain, tx_hash, from, to, amount (asset, occurred_at, value_usd, log_index and output_index are optional); 'ethereum' is not one (is the header row missing?)",
      ),
    );
  });
});
