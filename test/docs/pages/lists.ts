/**
 * docs/lists.md: the OFAC and TagPack imports as the CLI prints them (the real publication and the
 * real pack, on the docs' store, which the later pages screen against), the UN list's (the
 * repository's excerpt, on a store of its own), a vessel's match, an
 * address the import placed on another chain than its ticker names, and names screened.
 */
import { sanctionsFor } from '../../../src/risk/lists/sanctions-lookup.ts';
import { sqliteStore } from '../../cli/cli-runs.ts';
import { lines, pretty } from '../doc-render.ts';
import { type DocPage, type DocsContext, OFAC_FILE, TAGPACK_FILE } from '../docs-context.ts';
import { pair } from './pairs.ts';

async function run(ctx: DocsContext, args: string[]): Promise<string> {
  const result = await ctx.cli(args);
  if (result.code !== 0) throw new Error(`vigil ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return result.stdout;
}

export const listsPage: DocPage = {
  file: 'lists.md',
  async setup(ctx) {
    ctx.vars.set('ofac-output', await run(ctx, ['lists', 'import', 'ofac', OFAC_FILE]));
    // Imported again: already current, with the same address report, as JSON.
    ctx.vars.set('ofac-json', await run(ctx, ['lists', 'import', 'ofac', OFAC_FILE, '--json']));
    ctx.vars.set('tagpack-output', await run(ctx, ['lists', 'import', 'tagpack', TAGPACK_FILE]));
    await ctx.t.app.services.risk.refresh();
  },
  scenarios: {
    'lists/ofac-import': async (ctx) => ctx.need('ofac-output'),
    // On a store of its own: the excerpt would otherwise add its entries to the later pages' lists.
    'lists/un-import': async (ctx) => {
      const args = ['lists', 'import', '--format', 'un', 'test/fixtures/lists/un-consolidated-excerpt.xml'];
      const result = await ctx.cli(args, { store: sqliteStore() });
      if (result.code !== 0)
        throw new Error(`vigil ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
      return result.stdout;
    },
    'lists/vessel-match': async (ctx) => {
      const [match] = await sanctionsFor(ctx.t.app.services.store.db, { imo: '9301005' });
      return lines(pretty(match));
    },
    'lists/placed-elsewhere': async (ctx) => {
      const summary = JSON.parse(ctx.need('ofac-json')) as { placed_elsewhere: { entry_id: string }[] };
      return lines(pretty(summary.placed_elsewhere.find((p) => p.entry_id === '45404')));
    },
    'lists/tagpack-import': async (ctx) => ctx.need('tagpack-output'),
    ...pair('lists/screen-name', () => ({
      method: 'POST',
      path: '/v1/screen/name',
      body: { name: 'Wladimir Putin', type: 'person' },
    })),
    ...pair('lists/screen-name-namesake', () => ({
      method: 'POST',
      path: '/v1/screen/name',
      body: { name: 'Andriy Shevchenko', type: 'person', birth_date: '1976-09-29', country: 'UA' },
    })),
  },
};
