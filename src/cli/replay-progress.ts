/**
 * How far a replay has got, on stderr so stdout keeps only the summary: a `cli-progress` bar by
 * bytes when a person is watching (a TTY), and a plain line every few seconds when stderr goes to
 * a log file or CI, where a redrawn bar would be a mess of carriage returns.
 */
import { Presets, SingleBar } from 'cli-progress';

export interface ReplayProgress {
  update(bytes: number, linesSent: number): void;
  stop(): void;
}

/** Often enough to see it moving in a CI log, rarely enough not to fill it. */
export const PLAIN_PROGRESS_EVERY_MS = 5_000;

export function createProgress(options: {
  totalBytes: number;
  stream: NodeJS.WritableStream & { isTTY?: boolean };
  now?: () => number;
}): ReplayProgress {
  const { totalBytes, stream } = options;
  if (stream.isTTY) {
    const bar = new SingleBar(
      {
        stream,
        format: 'replay |{bar}| {percentage}% | {done} of {size} | {lines} lines sent | ETA {eta_formatted}',
        hideCursor: true,
        etaBuffer: 50,
      },
      Presets.shades_classic,
    );
    bar.start(totalBytes, 0, { done: size(0), size: size(totalBytes), lines: 0 });
    return {
      update: (bytes, lines) => bar.update(bytes, { done: size(bytes), lines }),
      stop: () => bar.stop(),
    };
  }
  const now = options.now ?? Date.now;
  let last = now();
  return {
    update(bytes, lines) {
      if (now() - last < PLAIN_PROGRESS_EVERY_MS) return;
      last = now();
      const percent = totalBytes > 0 ? Math.floor((bytes / totalBytes) * 100) : 100;
      stream.write(`replay: ${percent}% (${size(bytes)} of ${size(totalBytes)}), ${lines} lines sent\n`);
    },
    stop() {},
  };
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
