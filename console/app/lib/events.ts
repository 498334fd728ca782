/**
 * The live event stream (`GET /v1/events/stream`) for the pages. EventSource cannot send an
 * Authorization header, so this reads the stream with fetch, parses Server-Sent Events, and
 * reconnects with `Last-Event-ID` after a drop, so no event is missed or repeated. If the server no
 * longer has the last event (400), it starts afresh and tells the page to reload what it shows.
 */
import { currentKey } from './session.ts';

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
let state: 'off' | 'connecting' | 'live' = 'off';

const STATE_TEXT = { live: 'Live', connecting: 'Connecting…', off: 'Offline' } as const;

function setState(next: typeof state): void {
  state = next;
  const badge = document.getElementById('live-state');
  if (badge) {
    badge.textContent = STATE_TEXT[next];
    badge.className = `live is-${next}`;
  }
}

/** The stream's state as a badge for the header; it follows the stream from then on. */
export function liveBadge(): HTMLElement {
  const badge = document.createElement('span');
  badge.id = 'live-state';
  badge.className = `live is-${state}`;
  badge.textContent = STATE_TEXT[state];
  badge.title = 'The live event stream';
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

async function run(signal: AbortSignal): Promise<void> {
  let delay = 1000;
  while (!signal.aborted) {
    setState('connecting');
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${currentKey() ?? ''}` };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await fetch('/v1/events/stream', { headers, signal });
      if (response.status === 400 && lastEventId) {
        lastEventId = undefined;
        for (const listener of resetListeners) listener();
        continue;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      setState('live');
      delay = 1000;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
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
    } catch {
      if (signal.aborted) break;
    }
    setState('connecting');
    await new Promise((resolve) => window.setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 30_000);
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
