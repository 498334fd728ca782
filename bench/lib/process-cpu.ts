/**
 * CPU time of a process and everything it started (Chromium's processes, for the console benchmark),
 * from /proc, and of the whole machine: to tell what the measured run used from what other
 * processes took from it. Linux only; elsewhere the process tree reads as zero.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** /proc counts in clock ticks, 100 a second on Linux. */
const TICK_MS = 10;

/** Children started by any thread of `pid` (Chromium starts its processes from a launcher thread). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU ms used so far by the process `pid` alone (its threads, not its children); 0 if unreadable. */
export function ownCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces), so counted from its closing bracket.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU ms used by the descendants of `root` (not `root` itself) that are alive now. */
export function descendantsCpuMs(root = process.pid): number {
  let total = 0;
  const queue = childrenOf(root);
  while (queue.length > 0) {
    const pid = queue.pop() ?? 0;
    total += ownCpuMs(pid);
    queue.push(...childrenOf(pid));
  }
  return total;
}

export function machineBusyMs(): number {
  let ms = 0;
  for (const { times } of os.cpus()) ms += times.user + times.nice + times.sys + times.irq;
  return ms;
}

export function ownProcessCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
