// `vigil import prices FILE` as a user runs it: bin/vigil.js in a child process on a CSV of closes
// (asset,day,usd), the rows it stored, a bad line reported by number while the good ones are kept,
// a day imported again replacing its close, and a file that is not a price file refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/store.ts';
import { IN_POSTGRES_PASS } from '../stores.ts';
import { expectRefusal, type Run, runVigil, sqliteStore, write } from './cli-runs.ts';

const target = sqliteStore();
const vigil = (file: string, json = true): Promise<Run> =>
  runVigil(['import', 'prices', file, ...(json ? ['--json'] : [])], target);

let store: Store | undefined;
afterAll(async () => {
  await store?.close();
});

// SQLite in both passes (`sqliteStore`): the PostgreSQL pass skips it (IN_POSTGRES_PASS, test/stores.ts).
describe.skipIf(IN_POSTGRES_PASS)('vigil import prices', () => {
  let first: Run;
  beforeAll(async () => {
    // Columns in another order than documented, a byte-order mark, a lower-case ticker and a bad row.
    first = await vigil(
      write(
        'closes.csv',
        '\uFEFFday,asset,usd\n2025-11-19,ETH,3021.55\n2025-11-19,btc,91500\n2025-11-20,ETH,-3\n2025-11-20,ETH,2950.1\n',
      ),
    );
  }, 60_000);

  it('stores each close and reports the line it could not read', async () => {
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({
      store: expect.stringMatching(/^SQLite /),
      imported: 3,
      replaced: 0,
      skipped: 1,
      errors: [{ line: 4, detail: "usd '-3' is not a price in US dollars above 0, e.g. 3021.55" }],
      assets: ['BTC', 'ETH'],
      from: '2025-11-19',
      to: '2025-11-20',
    });
    store = await openStore(target.config);
    const rows = await store.db
      .selectFrom('asset_prices')
      .select(['asset', 'day', 'usd'])
      .orderBy('asset')
      .orderBy('day')
      .execute();
    expect(rows).toEqual([
      { asset: 'BTC', day: '2025-11-19', usd: '91500' },
      { asset: 'ETH', day: '2025-11-19', usd: '3021.55' },
      { asset: 'ETH', day: '2025-11-20', usd: '2950.1' },
    ]);
  });

  it('replaces the close of a day imported again, and prints a readable summary without --json', async () => {
    const run = await vigil(
      write('again.csv', 'asset,day,usd\nETH,2025-11-20,2960\nETH,2025-11-21,3001\n'),
      false,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('closes:    2 (1 replaced a stored close)');
    expect(run.stdout).toContain('days:      2025-11-20 to 2025-11-21');
    const rows = await store?.db
      .selectFrom('asset_prices')
      .select(['day', 'usd'])
      .where('asset', '=', 'ETH')
      .orderBy('day')
      .execute();
    expect(rows).toEqual([
      { day: '2025-11-19', usd: '3021.55' },
      { day: '2025-11-20', usd: '2960' },
      { day: '2025-11-21', usd: '3001' },
    ]);
  });

  it('refuses a file without the header asset,day,usd, storing nothing', async () => {
    const file = write('transfers.csv', 'chain,tx_hash,from,to,amount\nethereum,0x1,0xa,0xb,1\n');
    expectRefusal(await vigil(file), /the first line must be the header asset,day,usd/);
    const count = await store?.db
      .selectFrom('asset_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(4);
  });
});
