/**
 * Watched addresses screened again after a list import: BENCH_WATCHES (default 100,000) watched
 * Ethereum addresses, among them every address the real OFAC SDN publication places on Ethereum,
 * added by one bulk import (a JSON array, as `POST /v1/watches` takes it) before the list is known;
 * then the publication is imported and the pass the import starts is timed: every watch screened
 * once, the listed ones recorded as new screenings with a `screening.changed` event each.
 * **Aim: under a minute on this machine.** The peer, measured in the same run: the same watches
 * screened by `assess` alone, one after another with nothing read or written — the screening work
 * any pass must do.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ofacAddress } from '../src/risk/chains/index.ts';
import { importOfacList } from '../src/risk/lists/index.ts';
import { readSdnAdvanced } from '../src/risk/lists/ofac/index.ts';
import { openBenchApp } from './lib/bench-app.ts';
import type { Benchmark } from './lib/benchmark.ts';

export const AIM_PASS_S = 60;
const OFAC_FILE = fileURLToPath(new URL('../../shared/data/ofac/sdn_advanced.xml.bz2', import.meta.url));
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The addresses the publication places on Ethereum, as screening matches them. */
async function listedOnEthereum(): Promise<string[]> {
  const found = new Set<string>();
  for await (const entry of readSdnAdvanced(OFAC_FILE)) {
    for (const { currency, address } of entry.addresses) {
      const placed = ofacAddress(currency, address);
      if (placed.ok && placed.chains.includes('ethereum')) found.add(placed.address);
    }
  }
  return [...found];
}

export const watches: Benchmark = {
  name: 'watches',
  async run(_settings, progress) {
    const count = Number(process.env.BENCH_WATCHES ?? 100_000);
    const bench = await openBenchApp({ logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn' });
    try {
      const { services } = bench.app;
      const { workspace } = await services.workspaces.ensure('bench-watches');
      const listed = await listedOnEthereum();
      const addresses = [...listed];
      while (addresses.length < count) addresses.push(`0x${randomBytes(20).toString('hex')}`);
      progress(
        `${listed.length} OFAC addresses on Ethereum among ${addresses.length.toLocaleString('en')} watches`,
      );

      let started = performance.now();
      const job = await services.watches.startImport(
        workspace.id,
        null,
        addresses.map((address) => ({ chain: 'ethereum', address })),
      );
      await services.watches.runImport(job.id);
      const importS = (performance.now() - started) / 1000;
      const imported = await services.watches.findImport(workspace.id, job.id);
      progress(`bulk import of ${imported.created.toLocaleString('en')} watches in ${round(importS)} s`);

      started = performance.now();
      await importOfacList(services.store, OFAC_FILE, {
        clock: services.clock,
        fileName: 'sdn_advanced.xml.bz2',
      });
      const listImportS = (performance.now() - started) / 1000;
      started = performance.now();
      await services.risk.refresh();
      const refreshS = (performance.now() - started) / 1000;
      started = performance.now();
      await services.watchTriggers.settle();
      const passS = (performance.now() - started) / 1000;
      const changed = await services.store.db
        .selectFrom('outbox_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspace.id)
        .where('type', '=', 'screening.changed')
        .executeTakeFirstOrThrow();
      progress(
        `list import ${round(listImportS)} s, index reload ${round(refreshS)} s, re-screen pass ${round(passS)} s`,
      );

      // The peer: the same watches screened by assess alone.
      started = performance.now();
      for (const address of addresses) services.screening.assess(workspace.id, 'ethereum', address, {});
      const assessS = (performance.now() - started) / 1000;

      const figures = {
        watches: addresses.length,
        listed_watches: listed.length,
        changed_events: Number(changed.n),
        bulk_import_s: round(importS),
        list_import_s: round(listImportS),
        index_reload_s: round(refreshS),
        rescreen_pass_s: round(passS),
        peer_assess_only_s: round(assessS),
        aim_pass_s: AIM_PASS_S,
      };
      return {
        figures,
        summary: [
          `re-screen after the OFAC import: ${figures.rescreen_pass_s} s over ${figures.watches.toLocaleString('en')} watches (aim < ${AIM_PASS_S} s), ${figures.changed_events} screening.changed`,
          `peer, assess alone over the same watches: ${figures.peer_assess_only_s} s`,
          `bulk import of the watches (each screened and recorded): ${figures.bulk_import_s} s; list import ${figures.list_import_s} s; index reload ${figures.index_reload_s} s`,
        ],
      };
    } finally {
      await bench.close();
    }
  },
};
