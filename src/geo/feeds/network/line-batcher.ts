/**
 * Gathers a feed's lines into batches for the sink: one store transaction per few hundred lines
 * rather than per line, yet no line waits long. Deliveries run one at a time and in order, so the
 * sink sees a feed's lines in the order they came (AIS fragments depend on it). A sink that fails
 * loses that batch only; the feed goes on.
 */

export interface BatchPolicy {
  /** Deliver as soon as this many lines wait. */
  maxLines: number;
  /** Deliver lines that have waited this long even if the batch is not full. */
  maxDelayMs: number;
  /** Past this many waiting lines, new ones are dropped (a sink far slower than its feed). */
  maxPending: number;
}

/** 200 ms keeps a live picture live; 500 lines is about 40 KB of NMEA, one short transaction. */
export const DEFAULT_BATCH: BatchPolicy = { maxLines: 500, maxDelayMs: 200, maxPending: 100_000 };

export interface LineBatcher {
  /** Queues lines received at `receivedAt`; returns how many had to be dropped (normally 0). */
  push(lines: readonly string[], receivedAt: number): number;
  /** Lines waiting or being delivered. */
  pending(): number;
  /** Delivers everything queued and waits until the sink is done with it. */
  flush(): Promise<void>;
}

export function createLineBatcher(options: {
  deliver: (lines: string[], receivedAt: number) => Promise<void>;
  onError: (error: unknown) => void;
  /** Called whenever the queue has emptied, e.g. to resume a paused socket. */
  onDrain?: () => void;
  policy?: Partial<BatchPolicy>;
}): LineBatcher {
  const policy = { ...DEFAULT_BATCH, ...options.policy };
  let lines: string[] = [];
  // The receive time of each queued line, so a batch carries the time of its oldest line.
  let times: number[] = [];
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (lines.length > 0) {
      const batch = lines.slice(0, policy.maxLines);
      const at = times[0] ?? Date.now();
      lines = lines.slice(batch.length);
      times = times.slice(batch.length);
      inFlight = batch.length;
      try {
        await options.deliver(batch, at);
      } catch (error) {
        options.onError(error);
      }
      inFlight = 0;
    }
    running = null;
    options.onDrain?.();
  }

  function start(): void {
    clearTimeout(timer);
    timer = undefined;
    if (running === null && lines.length > 0) running = drain();
  }

  return {
    push(incoming, receivedAt) {
      const room = Math.max(0, policy.maxPending - lines.length - inFlight);
      const taken = incoming.length <= room ? incoming : incoming.slice(0, room);
      for (const line of taken) {
        lines.push(line);
        times.push(receivedAt);
      }
      if (lines.length >= policy.maxLines) start();
      else if (lines.length > 0 && timer === undefined && running === null) {
        timer = setTimeout(start, policy.maxDelayMs);
      }
      return incoming.length - taken.length;
    },
    pending: () => lines.length + inFlight,
    async flush() {
      start();
      while (running !== null) {
        await running;
        start();
      }
    },
  };
}
