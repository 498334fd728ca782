/**
 * Reading a chain (`risk/chain-reader`): N blocks of M transfers each (half ether sent from one
 * address, half ERC-20 transfers from it) mined on anvil (test/fixtures/anvil.ts), read for that
 * address as a backfill reads them (`runBackfill`: eth_getLogs and trace_filter per span, decoded,
 * stored as facts in a SQLite store and added to the graph), beside the floor: the same spans
 * fetched and decoded by viem alone (the same requests, `parseEventLogs`, nothing stored), and
 * Vigil's reader alone (block times and token decimals read too, nothing stored). Each round prints
 * the CPU time of each (the process's, every thread), and of Vigil's event loop alone.
 * Each of the three is measured BENCH_CHAIN_ROUNDS times (default 3), in rounds that run them in
 * turn, each round in another order; the figures are the medians, the ratio the median of each
 * round's own (a shared machine's load moves all three, and a round's floor was measured beside it).
 * BENCH_CHAIN_BLOCKS (default 200) and BENCH_CHAIN_TRANSFERS (per block, default 20);
 * BENCH_CPU_PROF (a directory: a CPU profile of the first round's backfill alone).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseEventLogs,
  rpcSchema,
} from 'viem';
import { foundry } from 'viem/chains';
import { systemClock } from '../src/lib/clock.ts';
import { runBackfill } from '../src/risk/chain-reader/backfill.ts';
import { createEvmSource } from '../src/risk/chain-reader/evm-source.ts';
import { createTransfersService } from '../src/risk/transfers/index.ts';
import { migrateToLatest } from '../src/store/migrate.ts';
import { openStore } from '../src/store/store.ts';
import { ACCOUNTS, artifact, startAnvil } from '../test/fixtures/anvil.ts';
import type { Benchmark } from './lib/benchmark.ts';
import { startCpuProfile } from './lib/cpu-profile.ts';
import { countFromEnv } from './lib/load.ts';

type TraceFilter = [
  {
    Method: 'trace_filter';
    Parameters: [{ fromBlock: Hex; toBlock: Hex; fromAddress?: Address[]; toAddress?: Address[] }];
    ReturnType: { action: { value?: Hex } }[];
  },
];

/** This process's CPU time since `start` (its threads, SQLite's checkpoints too), in seconds. */
const cpuSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

/** This thread's CPU time since `start` (the event loop's: what other threads do is not in it), in seconds. */
const threadCpuSince = (start: NodeJS.CpuUsage): number => {
  const used = process.threadCpuUsage(start);
  return (used.user + used.system) / 1e6;
};

/** Blocks per request, as VIGIL_CHAIN_LOG_RANGE would set it. */
const SPAN = 50;

export const chainReader: Benchmark = {
  name: 'chain-reader',
  async run(_settings, progress) {
    const blocks = countFromEnv('BENCH_CHAIN_BLOCKS', 200);
    const perBlock = countFromEnv('BENCH_CHAIN_TRANSFERS', 20);
    const rounds = countFromEnv('BENCH_CHAIN_ROUNDS', 3);
    const anvil = await startAnvil();
    const dir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-chain-'));
    try {
      const hub = ACCOUNTS[0] as Address;
      const token = await anvil.deploy('ERC20PresetFixedSupply', [
        'Bench',
        'BNC',
        parseEther('1000000000'),
        hub,
      ]);
      const { abi } = artifact('ERC20PresetFixedSupply');
      progress(`mining ${blocks} blocks of ${perBlock} transfers on anvil`);
      await anvil.test.setAutomine(false);
      let nonce = await anvil.public.getTransactionCount({ address: hub, blockTag: 'pending' });
      const first = Number(await anvil.public.getBlockNumber({ cacheTime: 0 })) + 1;
      for (let b = 0; b < blocks; b += 1) {
        for (let i = 0; i < perBlock; i += 1) {
          const to = `0x${(0x1000 + b * perBlock + i).toString(16).padStart(40, '0')}` as Address;
          if (i % 2 === 0) {
            await anvil.wallet.sendTransaction({
              account: hub,
              chain: foundry,
              to,
              value: 1_000n,
              nonce,
              gas: 21_000n,
            });
          } else {
            await anvil.wallet.writeContract({
              address: token,
              abi,
              functionName: 'transfer',
              args: [to, 1_000n],
              account: hub,
              chain: foundry,
              nonce,
              gas: 80_000n,
            });
          }
          nonce += 1;
        }
        await anvil.test.mine({ blocks: 1 });
      }
      await anvil.test.setAutomine(true);
      const last = first + blocks - 1;
      const transfers = blocks * perBlock;

      // The floor: viem alone, the same requests over the same spans, decoded, nothing stored.
      const client = createPublicClient({ transport: http(anvil.url), rpcSchema: rpcSchema<TraceFilter>() });
      const hubTopic = `0x${hub.slice(2).padStart(64, '0')}` as Hex;
      async function floor(): Promise<{ seconds: number; cpuSeconds: number; transfers: number }> {
        const started = performance.now();
        const cpu = process.cpuUsage();
        let count = 0;
        for (let from = first; from <= last; from += SPAN) {
          const to = Math.min(last, from + SPAN - 1);
          const range = { fromBlock: numberToHex(from), toBlock: numberToHex(to) };
          for (const topics of [
            [null, hubTopic],
            [null, null, hubTopic],
          ] as const) {
            const logs = await client.request({
              method: 'eth_getLogs',
              params: [{ ...range, topics: [...topics] }],
            });
            count += parseEventLogs({ abi: erc20Abi, logs }).length;
          }
          for (const side of [{ fromAddress: [hub] }, { toAddress: [hub] }]) {
            const traces = await client.request({ method: 'trace_filter', params: [{ ...range, ...side }] });
            count += traces.filter((trace) => BigInt(trace.action.value ?? '0x0') > 0n).length;
          }
        }
        return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSince(cpu), transfers: count };
      }

      // Vigil's reader alone (fetched, decoded, block times read, nothing stored): where the time goes.
      async function readerAlone(): Promise<{ seconds: number; cpuSeconds: number }> {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const reader = createEvmSource(
          { chain: 'ethereum', url: anvil.url, confirmations: 0 },
          { traces: 'auto' },
        );
        for (let from = first; from <= last; from += SPAN) {
          await reader.read(from, Math.min(last, from + SPAN - 1), [hub]);
        }
        return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSince(cpu) };
      }

      // Vigil: a backfill of the hub over the same blocks, into a fresh store.
      async function vigil(round: number, profileDir: string | undefined) {
        const store = await openStore({ kind: 'sqlite', file: path.join(dir, `vigil-${round}.db`) });
        await migrateToLatest(store);
        const transfersService = createTransfersService({ store, clock: systemClock });
        const source = createEvmSource(
          { chain: 'ethereum', url: anvil.url, confirmations: 0 },
          { traces: 'auto' },
        );
        await store.db
          .insertInto('chain_reads')
          .values({
            chain: 'ethereum',
            address: hub,
            low_block: last + 1,
            high_block: last,
            low_at: null,
            high_at: null,
            transfers: 0,
            approvals: 0,
            calls: 0,
            hops: 1,
            status: 'queued',
            cut_by: null,
            error: null,
            job_id: null,
            updated_at: Date.now(),
          })
          .execute();
        const profile = profileDir ? await startCpuProfile(profileDir, 'chain-reader-backfill') : undefined;
        const started = performance.now();
        const cpu = process.cpuUsage();
        const loopCpu = process.threadCpuUsage();
        await runBackfill(
          {
            store,
            clock: systemClock,
            transfers: transfersService,
            budget: { blocks: last - first + 1, calls: 1_000_000, seconds: 600 },
            logRange: SPAN,
          },
          source,
          { chain: 'ethereum', address: hub },
          1,
          new AbortController().signal,
        );
        const seconds = (performance.now() - started) / 1000;
        const cpuSeconds = cpuSince(cpu);
        const loopCpuSeconds = threadCpuSince(loopCpu);
        if (profile !== undefined) progress(`CPU profile: ${await profile.stop()}`);
        const read = await store.db
          .selectFrom('chain_reads')
          .select(['transfers', 'low_block'])
          .executeTakeFirstOrThrow();
        await store.close();
        return { seconds, cpuSeconds, loopCpuSeconds, transfers: read.transfers, lowBlock: read.low_block };
      }

      // The chain reading thread (evm-span-threaded.ts) is started once per process, by its first
      // read: a running Vigil has it already, so it is started here, before anything is measured.
      await createEvmSource({ chain: 'ethereum', url: anvil.url, confirmations: 0 }, { traces: 'auto' }).read(
        first,
        first,
        [hub],
      );

      // Rounds of the three, each in another order (the first to run meets a colder node), so that
      // a moment of load on a shared machine weighs on one round, not on one of the three.
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        const measured: {
          floor?: Awaited<ReturnType<typeof floor>>;
          readerAlone?: Awaited<ReturnType<typeof readerAlone>>;
          vigil?: Awaited<ReturnType<typeof vigil>>;
        } = {};
        const steps = [
          async () => {
            measured.floor = await floor();
          },
          async () => {
            measured.readerAlone = await readerAlone();
          },
          async () => {
            measured.vigil = await vigil(round, round === 0 ? process.env.BENCH_CPU_PROF : undefined);
          },
        ];
        for (let i = 0; i < steps.length; i += 1) await steps[(i + round) % steps.length]?.();
        const { floor: f, readerAlone: r, vigil: v } = measured as Required<typeof measured>;
        runs.push({
          floor: f,
          readerAlone: r,
          vigil: v,
          ratio: f.seconds / v.seconds,
          readerRatio: f.seconds / r.seconds,
        });
        progress(
          `round ${round + 1}: floor ${f.seconds.toFixed(2)} s (CPU ${f.cpuSeconds.toFixed(2)} s), reader alone ${r.seconds.toFixed(2)} s (CPU ${r.cpuSeconds.toFixed(2)} s), Vigil ${v.seconds.toFixed(2)} s (CPU ${v.cpuSeconds.toFixed(2)} s, its event loop's ${v.loopCpuSeconds.toFixed(2)} s): ${(f.seconds / v.seconds).toFixed(2)}×`,
        );
      }
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
      };
      const floorS = median(runs.map((run) => run.floor.seconds));
      const readOnlyS = median(runs.map((run) => run.readerAlone.seconds));
      const vigilS = median(runs.map((run) => run.vigil.seconds));
      const stored = runs[0]?.vigil ?? { transfers: 0, lowBlock: null };
      const floorCount = runs[0]?.floor.transfers ?? 0;
      const figures = {
        blocks,
        transfersPerBlock: perBlock,
        rounds,
        floor: {
          seconds: floorS,
          blocksPerSecond: blocks / floorS,
          transfersPerSecond: floorCount / floorS,
          transfers: floorCount,
        },
        vigil: {
          seconds: vigilS,
          blocksPerSecond: blocks / vigilS,
          transfersPerSecond: stored.transfers / vigilS,
          transfers: stored.transfers,
        },
        readerAlone: { seconds: readOnlyS, blocksPerSecond: blocks / readOnlyS },
        /** The median of each round's ratio (its floor and Vigil measured minutes apart at most). */
        ratio: median(runs.map((run) => run.ratio)),
        readerRatio: median(runs.map((run) => run.readerRatio)),
        roundRatios: runs.map((run) => run.ratio),
        /** Vigil's CPU per round on the event loop's thread alone (median), and the process's. */
        vigilLoopCpuSeconds: median(runs.map((run) => run.vigil.loopCpuSeconds)),
        vigilCpuSeconds: median(runs.map((run) => run.vigil.cpuSeconds)),
        expectedTransfers: transfers,
      };
      const rate = (n: number) => Math.round(n).toLocaleString('en');
      return {
        figures,
        summary: [
          `read and stored: ${rate(figures.vigil.blocksPerSecond)} blocks/s, ${rate(figures.vigil.transfersPerSecond)} transfers/s (${stored.transfers} of ${transfers} transfers, from block ${stored.lowBlock})`,
          `Vigil's reader alone (nothing stored): ${rate(figures.readerAlone.blocksPerSecond)} blocks/s, ${figures.readerRatio.toFixed(2)}× the floor`,
          `floor (viem alone, nothing stored): ${rate(figures.floor.blocksPerSecond)} blocks/s, ${rate(figures.floor.transfersPerSecond)} transfers/s; Vigil at ${figures.ratio.toFixed(2)}× the floor (aim ≥ 0.5×; median of ${rounds} rounds: ${figures.roundRatios.map((r) => r.toFixed(2)).join(', ')})`,
        ],
      };
    } finally {
      await anvil.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
