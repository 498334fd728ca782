/**
 * Reads Server-Sent Events (`GET /v1/events/stream`) into typed events. The stream does not fit the
 * request/response methods (it never ends, and a timeout must not cut it), so it has this small
 * reader of its own: messages are split on blank lines, comments (heartbeats) are skipped.
 */

/** One event as the stream delivers it: the webhook body with its id. */
export interface StreamedEvent {
  /** `evt_…`: pass it as `lastEventId` to resume after this event. */
  id: string;
  type: string;
  timestamp: string;
  data: unknown;
}

export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamedEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let pending = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      pending += decoder.decode(value, { stream: true });
      let cut = pending.indexOf('\n\n');
      while (cut >= 0) {
        const event = parseMessage(pending.slice(0, cut));
        pending = pending.slice(cut + 2);
        if (event) yield event;
        cut = pending.indexOf('\n\n');
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

function parseMessage(block: string): StreamedEvent | undefined {
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (id === undefined || data.length === 0) return undefined;
  const body = JSON.parse(data.join('\n')) as Omit<StreamedEvent, 'id'>;
  return { id, type: body.type, timestamp: body.timestamp, data: body.data };
}
