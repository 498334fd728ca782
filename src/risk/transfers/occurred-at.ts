/**
 * When an event or a transfer says it happened, checked like its addresses are: not in the future
 * (beyond the clock skew two honest systems may have), and, for anything on a chain, not before
 * the first block of the oldest chain Vigil screens. A date in 2099 or in 1970 is a bug in the
 * sender, and exposure tracing, correlation windows and SAR deadlines would all read it as fact.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import { invalidField } from '../../lib/errors.ts';

/** How far ahead of this service's clock a time may be: ordinary NTP-kept clocks are within seconds. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** Bitcoin's genesis block, 2009-01-03 18:15:05 UTC: no chain Vigil screens has a transfer before it. */
export const FIRST_BLOCK_MS = Date.UTC(2009, 0, 3, 18, 15, 5);

/** `at` as given, or a 400 at `pointer` when it is in the future (or, `onChain`, before any chain). */
export function checkOccurredAt(at: number, now: number, pointer: string, onChain: boolean): number {
  if (at > now + MAX_CLOCK_SKEW_MS) {
    throw invalidField(
      pointer,
      `is ${toRfc3339(at)}, in the future (it is ${toRfc3339(now)} here; clocks may differ by ${MAX_CLOCK_SKEW_MS / 60_000} minutes at most): send when it happened`,
    );
  }
  if (onChain && at < FIRST_BLOCK_MS) {
    throw invalidField(
      pointer,
      `is ${toRfc3339(at)}, before the first block of any chain Vigil screens (${toRfc3339(FIRST_BLOCK_MS)})`,
    );
  }
  return at;
}
