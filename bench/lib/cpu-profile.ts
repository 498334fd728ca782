/**
 * A V8 CPU profile of this thread around one piece of work, written as a `.cpuprofile` (open it in
 * Chrome DevTools or VS Code). For benchmarks whose server runs in the runner's own main thread,
 * where `--cpu-prof` would also record the minutes of data loading before the measured run, and for
 * server processes told by the runner when their measured part starts and ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export interface CpuProfile {
  /** Stops profiling and writes `<dir>/<name>-<time>.cpuprofile`; returns its path. */
  stop(): Promise<string>;
}

/** Starts profiling this thread now. */
export async function startCpuProfile(dir: string, name: string): Promise<CpuProfile> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } catch (error) {
    session.disconnect();
    throw error;
  }
  return {
    async stop() {
      try {
        const { profile } = await session.post('Profiler.stop');
        mkdirSync(dir, { recursive: true });
        const profileFile = path.resolve(dir, `${name}-${Date.now()}.cpuprofile`);
        writeFileSync(profileFile, JSON.stringify(profile));
        return profileFile;
      } finally {
        session.disconnect();
      }
    },
  };
}

/** Runs `work`; when `dir` is set, profiles this thread meanwhile and writes `<dir>/<name>-<time>.cpuprofile`. */
export async function withCpuProfile<T>(
  dir: string | undefined,
  name: string,
  work: () => Promise<T>,
): Promise<{ result: T; profileFile: string | null }> {
  if (!dir) return { result: await work(), profileFile: null };
  const profile = await startCpuProfile(dir, name);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await profile.stop().catch(() => {});
    throw error;
  }
  return { result, profileFile: await profile.stop() };
}
