/**
 * The data `bench/screening.ts` screens against, loaded into a running app: the OFAC publication,
 * the synthetic labels (the label index's heap and load time measured around the refresh that
 * loads them), the transfers (checked to be all in the graph), and the distinct requests of each
 * kind the load cycles through.
 */
import { performance } from 'node:perf_hooks';
import type { VigilApp } from '../../src/app/app.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import { type ChainName, ofacAddress } from '../../src/risk/chains/index.ts';
import { importOfacList } from '../../src/risk/lists/index.ts';
import { megabytes, readHeap } from './heap.ts';
import type { MixedRequest } from './mixed-load.ts';
import {
  addressMaker,
  type ChainAddress,
  insertLabels,
  insertTransfers,
  pickChain,
} from './screening-data.ts';

export const SCREEN_PATH = '/v1/screen/wallet';
/** At most this share of the labelled requests are OFAC's own addresses (sanctioned, `severe`). */
const OFAC_SHARE = 0.1;
/** Unlabelled wallets in the transfer graph, and the chance that an end of a transfer is labelled. */
const GRAPH_WALLETS = 40_000;
const LABELLED_SHARE = 0.2;
/** Labelled ethereum addresses the transfers run between. */
const GRAPH_LABELLED = 10_000;

export interface DataOptions {
  labels: number;
  transfers: number;
  /** The OFAC publication to import first; null for none (a quick run). */
  ofacFile: string | null;
  /** Distinct requests of each kind (labelled, with neighbours, unknown) the load cycles through. */
  requestsPerKind: number;
}

export const KINDS = ['labelled', 'neighbours', 'unknown'] as const;
export type Kind = (typeof KINDS)[number];

export interface Target extends ChainAddress {
  kind: Kind;
}

export interface SetupFigures {
  ofacImportS: number | null;
  ofacAddresses: number;
  labelRows: number;
  labelsWriteS: number;
  labelIndex: {
    addresses: number;
    loadS: number;
    /** The V8 heap it takes (the distinct labels, and what the collector cannot free of a reload). */
    heapMb: number;
    /** Its address tables, in buffers outside the V8 heap. */
    tablesMb: number;
    /** Heap and tables together, per address. */
    bytesPerAddress: number;
    rssGrowthMb: number;
    /** False if the collector could not be run first: the heap figure is then an upper bound. */
    measuredAfterGc: boolean;
  };
  transfers: number;
  transfersWriteS: number;
  transferGraph: { addresses: number; loadS: number };
  /** `services.risk.refresh()` with nothing new, as the service runs it every 5 s: worst of five. */
  idleRefreshMs: number;
}

/** OFAC, the labels (heap and load time of the index measured), the transfers, and the requests. */
export async function loadScreeningData(
  app: VigilApp,
  options: DataOptions,
  progress: (line: string) => void,
) {
  const { store, clock, risk } = app.services;
  const { workspace } = await app.services.workspaces.ensure('bench');
  const { token } = await app.services.keys.create(workspace.id, {
    name: 'bench',
    scopes: ['screening:read'],
  });

  const ofac = options.ofacFile === null ? null : await timed(() => importOfac(app, options.ofacFile ?? ''));
  if (ofac)
    progress(`OFAC imported in ${ofac.seconds} s (${ofac.value.length} addresses on chains Vigil screens)`);
  await risk.refresh();

  progress(`writing ${options.labels.toLocaleString('en')} labels`);
  const labelled = await timed(() =>
    insertLabels(store, {
      count: options.labels,
      now: clock.now(),
      sampleEvery: Math.max(1, Math.floor(options.labels / (options.requestsPerKind * 2))),
      keepEthereum: GRAPH_LABELLED,
    }),
  );
  const heapBefore = readHeap();
  const indexLoad = await timed(() => risk.refresh());
  const heapAfter = readHeap();
  const indexBytes = heapAfter.heapUsedBytes - heapBefore.heapUsedBytes;
  const tableBytes = risk.index.platformTableBytes();
  const indexed = risk.index.platformSize();
  progress(
    `labels written in ${labelled.seconds} s; the index loaded in ${indexLoad.seconds} s and holds ${megabytes(indexBytes)} MB of heap and ${megabytes(tableBytes)} MB of tables outside it`,
  );

  progress(`writing ${options.transfers.toLocaleString('en')} transfers`);
  const pool = await timed(() =>
    insertTransfers(store, {
      count: options.transfers,
      now: clock.now(),
      labelled: labelled.value.ethereum,
      wallets: options.transfers > 0 ? GRAPH_WALLETS : 0,
      labelledShare: LABELLED_SHARE,
    }),
  );
  const graphLoad = await timed(() => risk.refresh());
  await requireWholeGraph(app);
  let idleRefreshMs = 0;
  for (let i = 0; i < 5; i++) {
    const refresh = await timed(() => risk.refresh());
    idleRefreshMs = Math.max(idleRefreshMs, round(refresh.seconds * 1000, 1));
  }

  const setup: SetupFigures = {
    ofacImportS: ofac?.seconds ?? null,
    ofacAddresses: ofac?.value.length ?? 0,
    labelRows: options.labels,
    labelsWriteS: labelled.seconds,
    labelIndex: {
      addresses: indexed,
      loadS: indexLoad.seconds,
      heapMb: megabytes(indexBytes),
      tablesMb: megabytes(tableBytes),
      bytesPerAddress: indexed > 0 ? Math.round((indexBytes + tableBytes) / indexed) : 0,
      rssGrowthMb: megabytes(heapAfter.rssBytes - heapBefore.rssBytes),
      measuredAfterGc: heapAfter.collected,
    },
    transfers: options.transfers,
    transfersWriteS: pool.seconds,
    transferGraph: { addresses: risk.transfers.graph.size(), loadS: graphLoad.seconds },
    idleRefreshMs,
  };
  const targets = chooseTargets(app, options, {
    sanctioned: ofac?.value ?? [],
    labelled: labelled.value.sampled,
    wallets: pool.value.wallets,
  });
  const requests = targets.map(
    (target): MixedRequest => ({
      method: 'POST',
      path: SCREEN_PATH,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ chain: target.chain, address: target.address }),
    }),
  );
  return { setup, targets, requests, workspaceId: workspace.id };
}

/**
 * Every stored transfer must be in the graph the service traces, or exposure would be measured on
 * part of it: the addresses on both sides must agree (self-transfers are no counterparty).
 */
async function requireWholeGraph(app: VigilApp): Promise<void> {
  const { store, risk } = app.services;
  const stored = await store.db
    .selectFrom((eb) =>
      eb
        .selectFrom('transfers')
        .select('from_address as address')
        .whereRef('from_address', '!=', 'to_address')
        .union(
          eb
            .selectFrom('transfers')
            .select('to_address as address')
            .whereRef('from_address', '!=', 'to_address'),
        )
        .as('ends'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const inGraph = risk.transfers.graph.size();
  if (Number(stored.n) !== inGraph) {
    throw new Error(
      `the transfer graph holds ${inGraph} addresses, the store ${stored.n}: transfers were missed`,
    );
  }
}

/** Imports the publication; returns its addresses on the chains Vigil screens, normalised. */
async function importOfac(app: VigilApp, file: string): Promise<ChainAddress[]> {
  const { store, clock } = app.services;
  await importOfacList(store, file, { clock, fileName: 'sdn_advanced.xml.bz2' });
  const rows = await store.db
    .selectFrom('list_identifiers')
    .select(['value', 'currency'])
    .where('kind', '=', 'crypto_address')
    .execute();
  const addresses: ChainAddress[] = [];
  for (const row of rows) {
    // One chain per listed address (a 0x one is matched on every EVM chain; the first is ethereum).
    const placed = ofacAddress(row.currency ?? '', row.value);
    const chain = placed.ok ? placed.chains[0] : undefined;
    if (placed.ok && chain !== undefined) addresses.push({ chain, address: placed.address });
  }
  return addresses;
}

/** The distinct addresses screened, `requestsPerKind` of each kind, in a seeded order. */
function chooseTargets(
  app: VigilApp,
  options: DataOptions,
  found: { sanctioned: ChainAddress[]; labelled: ChainAddress[]; wallets: string[] },
): Target[] {
  const random = seededRandom(11);
  const perKind = options.requestsPerKind;
  const sanctioned = found.sanctioned.slice(0, Math.floor(perKind * OFAC_SHARE));
  const labelled = [...sanctioned, ...found.labelled.slice(0, perKind - sanctioned.length)];
  const { graph } = app.services.risk.transfers;
  const neighbours = found.wallets
    .filter((address) => graph.flows('ethereum', address) !== undefined)
    .slice(0, perKind)
    .map((address): ChainAddress => ({ chain: 'ethereum' satisfies ChainName, address }));
  const makeAddress = addressMaker(99);
  const unknown = Array.from({ length: perKind }, (): ChainAddress => {
    const chain = pickChain(random);
    return { chain, address: makeAddress(chain) };
  });
  const targets: Target[] = [
    ...labelled.map((t) => ({ ...t, kind: 'labelled' as const })),
    ...neighbours.map((t) => ({ ...t, kind: 'neighbours' as const })),
    ...unknown.map((t) => ({ ...t, kind: 'unknown' as const })),
  ];
  // Fisher–Yates, so that no connection sends a run of one kind.
  for (let i = targets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [targets[i], targets[j]];
    if (a && b) [targets[i], targets[j]] = [b, a];
  }
  return targets;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: round((performance.now() - started) / 1000, 3) };
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
