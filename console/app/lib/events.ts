/**
 * The live event stream (`GET /v1/events/stream`) for the pages. EventSource cannot send an
 * Authorization header, so this reads the stream with fetch, parses Server-Sent Events, and
 * reconnects with `Last-Event-ID` after a drop (a network error or a 5xx/429, with backoff), so no
 * event is missed or repeated. If a reconnection cannot resume (the server no longer has the last
 * event: 400, or none had come yet), it starts from now and tells the pages (`onReset`) to reload
 * what they show. A refused key (401) signs the tab out; a refusal no retry can change (403: the
 * key may read no event type) stops the stream, with the API's words on the badge.
 */
import { currentKey, keyRefused } from './session.ts';

export interface LiveEvent {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
const resetListeners = new Set<() => void>();
let controller: AbortController | undefined;
let lastEventId: string | undefined;
let state: 'off' | 'connecting' | 'live' | 'unavailable' = 'off';
/** Why the stream is unavailable (the API's words), as the badge's tooltip. */
let stateNote = '';

const STATE_TEXT = {
  live: 'Live',
  connecting: 'Connecting…',
  off: 'Offline',
  unavailable: 'No live updates',
} as const;
const STATE_TITLE = 'The live event stream';

function setState(next: typeof state, note = ''): void {
  state = next;
  stateNote = note;
  const badge = document.getElementById('live-state');
  if (badge) {
    badge.textContent = STATE_TEXT[next];
    badge.className = `live is-${next}`;
    badge.title = note ? `${STATE_TITLE}: ${note}` : STATE_TITLE;
  }
}

/** The stream's state as a badge for the header; it follows the stream from then on. */
export function liveBadge(): HTMLElement {
  const badge = document.createElement('span');
  badge.id = 'live-state';
  badge.className = `live is-${state}`;
  badge.textContent = STATE_TEXT[state];
  badge.title = stateNote ? `${STATE_TITLE}: ${stateNote}` : STATE_TITLE;
  return badge;
}

/** Calls `listener` for each event as it arrives; returns a function that stops listening. */
export function onEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` when events may have been missed and what the page shows should be reloaded. */
export function onReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function parse(block: string): LiveEvent | undefined {
  let id: string | undefined;
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!id || !data) return undefined;
  const body = JSON.parse(data) as Omit<LiveEvent, 'id'>;
  return { id, ...body };
}

/** What a connection attempt came to. */
type Outcome = 'again' | 'retry' | 'stop';

/** A problem document's `detail`, or the status text when the answer is not one. */
async function detailOf(response: Response): Promise<string> {
  try {
    const problem = (await response.json()) as { detail?: unknown };
    if (typeof problem.detail === 'string') return problem.detail;
  } catch {
    // Not JSON (a proxy's page, say): the status says enough.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** Worth another try: the service restarting or overloaded (5xx), or asking to slow down (429). */
const transient = (status: number) => status >= 500 || status === 429 || status === 408;

/** One connection: reads events until it ends, and says whether to reconnect. */
async function connect(
  signal: AbortSignal,
  session: { connected: boolean; wentLive: boolean },
): Promise<Outcome> {
  const key = currentKey();
  const headers: Record<string, string> = { authorization: `Bearer ${key ?? ''}` };
  const resuming = lastEventId;
  if (resuming) headers['last-event-id'] = resuming;
  const response = await fetch('/v1/events/stream', { headers, signal });
  if (response.status === 400 && resuming) {
    // The service no longer has the last event (kept 30 days) or never had it: start from now; the
    // pages reload once the new connection is live (below), so nothing in the gap is lost to them.
    lastEventId = undefined;
    return 'again';
  }
  if (response.status === 401) {
    // The key stopped working: no retry can help. Sign out, unless the tab has another key by now.
    keyRefused(key, await detailOf(response));
    return 'stop';
  }
  if (!response.ok || !response.body) {
    if (transient(response.status)) {
      retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000 || 0;
      return 'retry';
    }
    // 403 (the key may read no event type) or another refusal: it would answer the same again.
    stopReason = await detailOf(response);
    return 'stop';
  }
  setState('live');
  // A connection that could not resume after an earlier one may have missed events: pages reload.
  if (session.connected && !resuming) for (const listener of resetListeners) listener();
  session.connected = true;
  session.wentLive = true;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'retry';
    pending += value;
    let cut = pending.indexOf('\n\n');
    while (cut >= 0) {
      const event = parse(pending.slice(0, cut));
      pending = pending.slice(cut + 2);
      if (event) {
        lastEventId = event.id;
        for (const listener of listeners) listener(event);
      }
      cut = pending.indexOf('\n\n');
    }
  }
}

/** What the stream waits before reconnecting: doubling from a second to 30 s, and a little random. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
let retryAfterMs = 0;
let stopReason = '';

async function run(signal: AbortSignal): Promise<void> {
  const session = { connected: false, wentLive: false };
  let delay = FIRST_DELAY_MS;
  while (!signal.aborted) {
    setState('connecting');
    let outcome: Outcome;
    session.wentLive = false;
    try {
      outcome = await connect(signal, session);
    } catch {
      // A network error, before or during the stream: try again.
      outcome = 'retry';
    }
    if (signal.aborted) break;
    if (outcome === 'stop') {
      if (stopReason) setState('unavailable', stopReason);
      stopReason = '';
      return;
    }
    if (outcome === 'again') continue;
    // A connection that went live starts the backoff afresh.
    if (session.wentLive) delay = FIRST_DELAY_MS;
    setState('connecting');
    const wait = Math.max(delay * (0.8 + Math.random() * 0.4), retryAfterMs);
    retryAfterMs = 0;
    await new Promise((resolve) => window.setTimeout(resolve, wait));
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
  setState('off');
}

export function startEvents(): void {
  if (controller) return;
  controller = new AbortController();
  void run(controller.signal);
}

export function stopEvents(): void {
  controller?.abort();
  controller = undefined;
  lastEventId = undefined;
  setState('off');
}
