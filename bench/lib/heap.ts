/**
 * The heap a structure holds, measured as the difference of `heapUsed` after full collections on
 * either side of building it. `npm run bench` starts Node without `--expose-gc`, so the collector
 * is reached the documented way round: set the flag at run time and take `gc` from a new context.
 * If that ever fails the readings are taken without collecting, and say so (`collected: false`):
 * they then include garbage and are only an upper bound.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export interface HeapReading {
  heapUsedBytes: number;
  rssBytes: number;
  /** What V8 holds for its heap, used or not: RSS far above `heapUsed` is here or outside V8. */
  heapTotalBytes: number;
  /** Memory outside the heap that JavaScript objects hold (Buffers and other ArrayBuffers among it). */
  externalBytes: number;
  collected: boolean;
}

const collect = exposeGc();

function exposeGc(): (() => void) | undefined {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? () => void gc() : undefined;
  } catch {
    return undefined;
  }
}

/** `heapUsed` and `rss` after a full collection (two: the first may leave weakly held objects). */
export function readHeap(): HeapReading {
  if (collect) {
    collect();
    collect();
  }
  const { heapUsed, rss, heapTotal, external } = process.memoryUsage();
  return {
    heapUsedBytes: heapUsed,
    rssBytes: rss,
    heapTotalBytes: heapTotal,
    externalBytes: external,
    collected: collect !== undefined,
  };
}

export const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
