/**
 * Live events said in the status line, gathered for a moment and counted ("New detection:
 * vessel_presence ×12"), so that a busy feed does not replace the message several times a second
 * and a screen reader is not read a flood.
 */
import { toast } from './dom.ts';

/** How long events are gathered before they are said together. */
const GATHER_MS = 1500;

export function announcer(): { say(what: string): void; stop(): void } {
  let pending = new Map<string, number>();
  let timer: number | undefined;
  const flush = () => {
    timer = undefined;
    const parts = [...pending].map(([what, n]) => (n === 1 ? what : `${what} ×${n}`));
    pending = new Map();
    if (parts.length > 0) toast(parts.join('; '));
  };
  return {
    say(what) {
      pending.set(what, (pending.get(what) ?? 0) + 1);
      timer ??= window.setTimeout(flush, GATHER_MS);
    },
    stop() {
      window.clearTimeout(timer);
      timer = undefined;
      pending = new Map();
    },
  };
}
