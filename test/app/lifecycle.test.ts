// The app's parts stop in reverse of their start, every one even when one fails, once however often
// close is called, and its timers with them: a timer's run never overlaps the last, and stopping
// waits for the one in flight.
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from '../../src/app/lifecycle.ts';

const quiet = pino({ level: 'silent' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the app lifecycle', () => {
  it('stops its parts last started first', async () => {
    const stopped: string[] = [];
    const lifecycle = createLifecycle(quiet);
    for (const name of ['store', 'engine', 'http']) {
      lifecycle.started(name, async () => {
        stopped.push(name);
      });
    }
    await lifecycle.stop();
    expect(stopped).toEqual(['http', 'engine', 'store']);
  });

  it('stops every part when one fails to, then says it failed', async () => {
    const stopped: string[] = [];
    const lifecycle = createLifecycle(quiet);
    lifecycle.started('store', async () => {
      stopped.push('store');
    });
    lifecycle.started('engine', () => Promise.reject(new Error('engine stuck')));
    lifecycle.started('http', async () => {
      stopped.push('http');
    });
    await expect(lifecycle.stop()).rejects.toThrow('some parts of the app failed to stop');
    expect(stopped).toEqual(['http', 'store']);
  });

  it('stops each part once, however often it is asked', async () => {
    const stop = vi.fn(async () => {});
    const lifecycle = createLifecycle(quiet);
    lifecycle.started('store', stop);
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    await lifecycle.stop();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('runs a timer until stopped, a failed run logged and the next one tried', async () => {
    vi.useFakeTimers();
    const warned: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warned.push(JSON.parse(line).msg) });
    const lifecycle = createLifecycle(logger);
    let runs = 0;
    lifecycle.every('sweeping', 1_000, async () => {
      runs += 1;
      if (runs === 1) throw new Error('store busy');
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(warned).toEqual(['sweeping failed']);
    await lifecycle.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('does not start a run while the last is still going', async () => {
    vi.useFakeTimers();
    const lifecycle = createLifecycle(quiet);
    let started = 0;
    let inFlight = 0;
    let most = 0;
    lifecycle.every('checking', 1_000, async () => {
      started += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      // A slow run: three intervals long.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      inFlight -= 1;
    });
    await vi.advanceTimersByTimeAsync(8_500);
    expect(most).toBe(1);
    // Runs began at 1 s and 5 s (the ticks at 2–4 s found the first still going).
    expect(started).toBe(2);
    await lifecycle.stop();
  });

  it('waits for a run in flight when stopped', async () => {
    vi.useFakeTimers();
    const lifecycle = createLifecycle(quiet);
    let finished = false;
    lifecycle.every('checking', 1_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(1_500);
    let stopped = false;
    const stopping = lifecycle.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(finished).toBe(true);
  });
});
