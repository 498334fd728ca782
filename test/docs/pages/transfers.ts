/**
 * docs/transfers.md: `vigil import transfers` on the page's own CSV and JSON lines examples (each
 * example file is imported as shown, its summary what the command printed).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sqliteStore, tempDir } from '../../cli/cli-runs.ts';
import { lines } from '../doc-render.ts';
import type { DocPage, DocsContext } from '../docs-context.ts';

/** The CSV example: two transfers, and a row whose receiver is no Ethereum address (line 3). */
const CSV = [
  'chain,tx_hash,from,to,amount,asset,occurred_at',
  'ethereum,0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060,0x8589427373d6d84e98730d7795d8f6f8731fda16,0x2f3a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a,12.5,"USD Coin, bridged",2025-01-31T12:00:00Z',
  'ethereum,0x7d3a0c1b2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b,0x8589427373d6d84e98730d7795d8f6f8731fda16,0x12345,1,,',
  'BTC,f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16,1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa,1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2,0.7,,',
];

/** The JSON lines example: an account transfer and a bitcoin transaction of two inputs. */
const JSONL = [
  {
    chain: 'ethereum',
    tx_hash: '0x2c8f0a4b6d8e1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a',
    from: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
    to: '0x2f3a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a',
    amount: 12.5,
    asset: 'USDC',
    occurred_at: '2025-01-31T12:00:00Z',
  },
  {
    chain: 'bitcoin',
    tx_hash: 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d',
    inputs: [
      { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', amount: 0.4 },
      { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', amount: 0.6 },
    ],
    outputs: [
      { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', amount: 0.7 },
      { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 0.29 },
    ],
  },
].map((line) => JSON.stringify(line).replaceAll('":', '": ').replaceAll(',"', ', "'));

/** Imports `text` as `name` into a store of its own as workspace `default`'s claims, from the file's directory as the page shows. */
async function imported(
  ctx: DocsContext,
  name: string,
  text: string[],
  args: string[] = [],
): Promise<string> {
  const dir = tempDir();
  writeFileSync(path.join(dir, name), `${text.join('\n')}\n`);
  const store = sqliteStore(tempDir());
  // The workspace whose claims the transfers become: made, as a new store's first one is, with a key.
  const made = await ctx.cli(['keys', 'create', '--workspace', 'default', '--scopes', 'screening:read'], {
    store,
    cwd: dir,
  });
  if (made.code !== 0) throw new Error(`vigil keys create exited ${made.code}: ${made.stderr}`);
  const run = await ctx.cli(['import', 'transfers', '--workspace', 'default', name, ...args], {
    store,
    cwd: dir,
  });
  if (run.code !== 0) throw new Error(`vigil import transfers ${name} exited ${run.code}: ${run.stderr}`);
  return run.stdout;
}

export const transfersPage: DocPage = {
  file: 'transfers.md',
  scenarios: {
    'transfers/import': (ctx) => imported(ctx, 'transfers.csv', CSV),
    'transfers/jsonl': async (ctx) => {
      const summary = JSON.parse(await imported(ctx, 'transfers.jsonl', JSONL, ['--json'])) as {
        imported: number;
      };
      if (summary.imported !== 2) throw new Error(`the JSON lines example imported ${summary.imported}`);
      return lines(...JSONL);
    },
    'transfers/csv': async () => lines(...CSV),
    'transfers/import-json': async (ctx) =>
      lines((await imported(ctx, 'transfers.csv', CSV, ['--json'])).trimEnd()),
  },
};
