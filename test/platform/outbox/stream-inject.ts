/**
 * Fastify inject for a route that may answer with an endless event stream: the response comes back
 * as soon as its head is written, with the body read so far (a problem document in full, a stream up
 * to its first message), and an open stream is then closed as a client going away would close it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../harness.ts';

export async function injectStream(
  t: TestApp,
  options: InjectOptions & { key?: string | null },
): Promise<LightMyRequestResponse> {
  const { key, headers, ...rest } = options;
  const token = key === undefined ? t.admin.token : key;
  const response = await t.app.http.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payloadAsStream: true,
  });
  const stream = response.stream();
  const isEventStream = String(response.headers['content-type']).startsWith('text/event-stream');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // An open stream has sent its first message (`retry:` and a comment) once a blank line came.
      if (isEventStream && Buffer.concat(chunks).includes('\n\n')) resolve();
    });
    stream.on('end', () => resolve());
    stream.on('error', reject);
  });
  if (isEventStream) {
    stream.destroy();
    response.raw.res.destroy();
  }
  const body = Buffer.concat(chunks).toString('utf8');
  return Object.assign(response, {
    body,
    payload: body,
    rawPayload: Buffer.from(body),
    json: () => JSON.parse(body),
  });
}

/** Whether a route answers with an event stream (its 200 is `text/event-stream`). */
export function answersWithStream(route: { schema: { response?: unknown } }): boolean {
  const ok = (route.schema.response as Record<string, { content?: Record<string, unknown> }> | undefined)?.[
    '200'
  ];
  return ok?.content?.['text/event-stream'] !== undefined;
}
