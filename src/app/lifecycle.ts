/**
 * What a running app has started, stopped in reverse: each part is registered once it is up (the
 * store once open, the engine once started, a timer once set), and `stop` ends them last first,
 * so that nothing is stopped while something started after it may still use it (the HTTP server
 * closes before the engine, the engine before the store). A start that fails midway stops what was
 * already started before the error goes on.
 */
import type { Logger } from 'pino';

export interface Lifecycle {
  /** Registers a part that is now running, with how to stop it. */
  started(name: string, stop: () => Promise<unknown> | undefined): void;
  /**
   * Runs `task` every `intervalMs` until stopped; a failure is logged as `${what} failed` and the
   * next run tries again. A run still going when the next is due is not joined by a second (the next
   * starts at the first tick after it ends), and stopping waits for a run in flight, so that what it
   * uses (the store) is not closed under it. The timer does not keep the process alive.
   */
  every(what: string, intervalMs: number, task: () => Promise<unknown>): void;
  /** Stops every part, the last started first; a part that fails to stop does not keep the others running. */
  stop(): Promise<void>;
}

export function createLifecycle(logger: Logger): Lifecycle {
  const parts: { name: string; stop: () => Promise<unknown> | undefined }[] = [];
  let stopping: Promise<void> | undefined;

  async function stopAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const part of parts.toReversed()) {
      try {
        await part.stop();
      } catch (error) {
        logger.error({ err: error, part: part.name }, `stopping ${part.name} failed`);
        failures.push(error);
      }
    }
    parts.length = 0;
    if (failures.length > 0) throw new AggregateError(failures, 'some parts of the app failed to stop');
  }

  return {
    started(name, stop) {
      parts.push({ name, stop });
    },
    every(what, intervalMs, task) {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running !== undefined) return;
        running = task()
          .then(
            () => {},
            (error: unknown) => logger.warn({ err: error }, `${what} failed`),
          )
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
      parts.push({
        name: what,
        stop: async () => {
          clearInterval(timer);
          await running;
        },
      });
    },
    stop() {
      stopping ??= stopAll();
      return stopping;
    },
  };
}
