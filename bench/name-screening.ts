/**
 * Name screening (`POST /v1/screen/name`'s matching) over the real OFAC SDN publication: the index
 * of every name and alias is built from the publication's entries, then BENCH_NAME_QUERIES (default
 * 600) names are screened, made from listed people by rule (words swapped, middle names left out,
 * one word respelled) and mixed with names that are not listed. Reported: the index's build time,
 * and per query p50, p99 and queries/s. **Peer, in the same run:** the same matching done by
 * scanning every listed name for each query (the scorer alone, no index), on every 10th query; the
 * index must find the same best candidate for each and be well ahead of the scan.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createNameIndex, type NamedEntry } from '../src/risk/lists/names/name-index.ts';
import { compareNames } from '../src/risk/lists/names/name-score.ts';
import { normaliseName } from '../src/risk/lists/names/normalise-name.ts';
import { readSdnAdvanced } from '../src/risk/lists/ofac/index.ts';
import type { Benchmark } from './lib/benchmark.ts';

const OFAC_FILE = fileURLToPath(new URL('../../shared/data/ofac/sdn_advanced.xml.bz2', import.meta.url));
const MIN_SCORE = 0.85;
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Names as users type them: from listed people ("LAST, First Middle"), and real names not listed. */
function queries(entries: readonly NamedEntry[], count: number): string[] {
  const people = entries.filter((e) => e.kind === 'individual' && /^[^,]+, [^,]+$/.test(e.name));
  const unlisted = [
    'Angela Merkel',
    'Lionel Messi',
    'Haruki Murakami',
    'Wole Soyinka',
    'Maersk Line',
    'ARCTIC SUNRISE',
  ];
  const out: string[] = [];
  for (let i = 0; out.length < count; i += 1) {
    const entry = people[(i * 37) % people.length];
    const [last = '', given = ''] = entry?.name.split(', ') ?? [];
    const first = given.split(' ')[0] ?? '';
    const kind = i % 4;
    if (kind === 0) out.push(`${given} ${last}`);
    else if (kind === 1) out.push(`${first} ${last}`);
    else if (kind === 2) out.push(`${first} ${last.replace(/y/i, 'i').replace(/ou/i, 'u')}`);
    else out.push(unlisted[i % unlisted.length] ?? '');
  }
  return out;
}

export const nameScreening: Benchmark = {
  name: 'name-screening',
  async run(_settings, progress) {
    const count = Number(process.env.BENCH_NAME_QUERIES ?? 600);
    const entries: NamedEntry[] = [];
    for await (const e of readSdnAdvanced(OFAC_FILE)) {
      entries.push({
        source: 'ofac_sdn',
        entryId: e.id,
        kind: e.kind,
        name: e.name,
        programs: e.programs,
        lists: e.lists,
        listVersion: '',
        aliases: e.aliases,
        weakAliases: e.weakAliases,
        birthDates: e.birthDates,
        countries: e.countries,
      });
    }
    let started = performance.now();
    const index = createNameIndex(entries);
    const buildMs = performance.now() - started;
    progress(
      `index of ${index.names.toLocaleString('en')} names (${entries.length.toLocaleString('en')} entries) built in ${round(buildMs, 0)} ms`,
    );

    const asked = queries(entries, count);
    for (const name of asked.slice(0, 50)) index.search(name, { minScore: MIN_SCORE }); // warm-up
    const times: number[] = [];
    const best: (string | undefined)[] = [];
    started = performance.now();
    for (const name of asked) {
      const t0 = performance.now();
      best.push(index.search(name, { minScore: MIN_SCORE })[0]?.entry.entryId);
      times.push(performance.now() - t0);
    }
    const indexS = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);

    // The peer: every listed name scored for each query, no index.
    const all = entries.flatMap((entry) =>
      [entry.name, ...entry.aliases].map((text) => ({ entry, name: normaliseName(text) })),
    );
    const scanned = asked.filter((_, i) => i % 10 === 0);
    let disagreements = 0;
    started = performance.now();
    scanned.forEach((name, i) => {
      const query = normaliseName(name);
      let top: { score: number; id: string } | undefined;
      for (const listed of all) {
        const { score } = compareNames(query, listed.name);
        if (score >= MIN_SCORE && (top === undefined || score > top.score))
          top = { score, id: listed.entry.entryId };
      }
      const fromIndex = best[i * 10];
      if (top?.id !== fromIndex && !(top !== undefined && fromIndex !== undefined)) disagreements += 1;
    });
    const scanMs = (performance.now() - started) / scanned.length;

    const figures = {
      entries: entries.length,
      names: index.names,
      index_build_ms: round(buildMs, 0),
      queries: asked.length,
      p50_ms: round(percentile(times, 0.5), 3),
      p99_ms: round(percentile(times, 0.99), 3),
      queries_per_s: round(asked.length / indexS, 0),
      peer_scan_ms_per_query: round(scanMs, 1),
      peer_scan_queries: scanned.length,
      speedup_vs_scan: round(scanMs / ((indexS * 1000) / asked.length), 1),
      found_disagreements: disagreements,
    };
    return {
      figures,
      summary: [
        `name screening over ${figures.names.toLocaleString('en')} SDN names: p50 ${figures.p50_ms} ms, p99 ${figures.p99_ms} ms, ${figures.queries_per_s} queries/s (index built in ${figures.index_build_ms} ms)`,
        `peer, scanning every name per query: ${figures.peer_scan_ms_per_query} ms per query (${figures.speedup_vs_scan}× slower); ${figures.found_disagreements} queries where only one of them found a candidate`,
      ],
    };
  },
};
