/**
 * The IPC conversation between the benchmark runner and a server under test, shared by both sides:
 * the server announces where it listens, reports its own CPU time on request (so a run can tell a
 * saturated server from a saturated load generator), answers questions of its own kind (what a
 * webhook receiver has seen), and exits when told to or when the runner goes away, so no server
 * outlives a crashed run.
 */

export interface Ready {
  type: 'ready';
  url: string;
  /** Anything the benchmark needs to call the server, e.g. a bearer token. */
  details: Record<string, string>;
}

export interface CpuReport {
  type: 'cpu';
  /** Microseconds of user + system CPU time since the process started. */
  micros: number;
}

/** The reply to the `ask` with the same id: a body, or why there is none. */
export type Answer = { type: 'answer'; id: number } & ({ body: unknown } | { error: string });

export type ToParent = Ready | CpuReport | Answer;
/** `question` means whatever the server's own `answer` function makes of it; it checks the shape. */
export type ToChild = { type: 'cpu' } | { type: 'stop' } | { type: 'ask'; id: number; question: unknown };

/**
 * Called in the server process once it listens; `close` runs before the process exits. `answer`
 * replies to the runner's questions, and may take its time (e.g. until a request arrives).
 */
export function announce(
  ready: Omit<Ready, 'type'>,
  close: () => Promise<void>,
  answer: (question: unknown) => unknown = () => {
    throw new Error('this server answers no questions');
  },
): void {
  const send = (message: ToParent) => process.send?.(message);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // process.exit (not a signal) so that `--cpu-prof` gets to write its profile.
    close().finally(() => process.exit(0));
  };
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    } else if (message.type === 'ask') {
      const { id, question } = message;
      Promise.resolve()
        .then(() => answer(question))
        .then(
          (body) => send({ type: 'answer', id, body }),
          (error: unknown) =>
            send({ type: 'answer', id, error: error instanceof Error ? error.message : String(error) }),
        );
    } else if (message.type === 'stop') {
      stop();
    }
  });
  process.on('disconnect', stop);
  send({ type: 'ready', ...ready });
}
