/**
 * Notices a key that stops working (revoked, or past its expiry) while the tab is open, on pages
 * that ask the API nothing by themselves. A connected live event stream tells within seconds (the
 * service checks a streaming key again every few seconds and ends the stream with a 401), but a tab
 * whose stream is down, waiting to retry or refused for good hears nothing that way. So when the
 * API has not accepted the key for `KEY_CHECK_MS`, one small read asks; a 401 signs the tab out
 * there and then (`api.ts`), as any other request's would.
 */
import { get, lastAcceptedAt } from './api.ts';
import { SELF_PATH } from './session.ts';

/** How long a revoked or expired key may go unnoticed on a quiet page. */
export const KEY_CHECK_MS = 15_000;

let timer: number | undefined;

async function check(): Promise<void> {
  if (Date.now() - lastAcceptedAt() < KEY_CHECK_MS) return;
  // Only a 401 matters (api.ts signs out); a network error is not the key's.
  await get(SELF_PATH).catch(() => undefined);
}

export function startKeyWatch(): void {
  timer ??= window.setInterval(() => void check(), KEY_CHECK_MS / 3);
}

export function stopKeyWatch(): void {
  window.clearInterval(timer);
  timer = undefined;
}
