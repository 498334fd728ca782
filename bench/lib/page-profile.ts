/**
 * Chromium's sampling CPU profiler, through the DevTools protocol, summed by function: where a
 * measured stretch of the page's work went (the slider's steps, say), the largest first.
 */
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs `work` with the profiler on; returns its answer and the `top` functions by own time, ms. */
export async function profiled<T>(
  page: Page,
  work: () => Promise<T>,
  top = 8,
): Promise<{ result: T; selfMs: { what: string; ms: number }[] }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    // Every 100 µs: a 50 ms step gets about 500 samples.
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const result = await work();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return { result, selfMs: ownTime(profile, top) };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Own time by function (name, file and line), from the samples and the time between them. */
export function ownTime(profile: Profile, top: number): { what: string; ms: number }[] {
  const names = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    const file = callFrame.url ? (new URL(callFrame.url).pathname.split('/').pop() ?? '') : '';
    names.set(
      id,
      `${callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${callFrame.lineNumber + 1}` : ''}`,
    );
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((node, i) => {
    const what = names.get(node) ?? '?';
    totals.set(what, (totals.get(what) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals]
    .filter(([what]) => what !== '(idle)')
    .map(([what, ms]) => ({ what, ms: Math.round(ms * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}
