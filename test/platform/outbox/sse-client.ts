/**
 * A small Server-Sent Events client for the tests: connects to a listening app over real HTTP, parses
 * messages as they arrive, and can wait for a number of them. Follows the WHATWG event-stream format
 * (fields `id`, `event`, `data`, comments starting with `:`).
 */
import http from 'node:http';

export interface SseMessage {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received so far (all of it for a non-stream answer, once it ended). */
  text(): string;
  messages: SseMessage[];
  comments: string[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SseMessage[]>;
  /** Resolves once the server has ended the response. */
  ended: Promise<void>;
  close(): void;
}

export function connectSse(
  base: string,
  path: string,
  options: { key: string; lastEventId?: string },
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.key}`,
      accept: 'text/event-stream',
    };
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const request = http.get(`${base}${path}`, { headers }, (response) => {
      let raw = '';
      let pending = '';
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const waiters: { count: number; resolve: () => void }[] = [];
      let endResolve: () => void = () => {};
      const ended = new Promise<void>((r) => {
        endResolve = r;
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut = pending.indexOf('\n\n');
        while (cut >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          const message: SseMessage = { id: undefined, event: undefined, data: '' };
          let isMessage = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              message.data = message.data ? `${message.data}\n${line.slice(6)}` : line.slice(6);
              isMessage = true;
            }
          }
          if (isMessage) messages.push(message);
          for (const waiter of [...waiters]) {
            if (messages.length >= waiter.count) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
          }
          cut = pending.indexOf('\n\n');
        }
      });
      response.on('end', () => endResolve());
      response.on('close', () => endResolve());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => raw,
        messages,
        comments,
        ended,
        // On PostgreSQL an event waits for every older write transaction on the server to finish: be patient.
        waitFor: (count, timeoutMs = 60_000) =>
          new Promise((done, fail) => {
            if (messages.length >= count) return done(messages);
            const timer = setTimeout(
              () => fail(new Error(`waited ${timeoutMs} ms for ${count} messages; got ${messages.length}`)),
              timeoutMs,
            );
            waiters.push({
              count,
              resolve: () => {
                clearTimeout(timer);
                done(messages);
              },
            });
          }),
        close: () => {
          request.destroy();
          response.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
