/**
 * `GET /v1/events/stream`: the workspace's events as Server-Sent Events, as they commit. Each event
 * is the webhook body with its id and type; `Last-Event-ID` resumes after that event. The key needs
 * the read scope of each type it asks for (`event-scopes.ts`); without `types` it gets every type
 * its scopes allow.
 */
import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { invalidField, VigilError } from '../../../lib/errors.ts';
import { idPattern } from '../../../lib/ids.ts';
import type { EventCatalogue } from '../event-definition.ts';
import { type StreamScopes, streamScopes } from '../stream/event-scopes.ts';
import { type EventStreamHub, HEARTBEAT_INTERVAL_MS, TAIL_INTERVAL_MS } from '../stream/event-stream-hub.ts';
import type { LogPosition } from '../stream/outbox-log.ts';
import { outboxRoute } from './outbox-route.ts';

/** What a client refused a stream waits before asking again: about a heartbeat's worth of churn. */
const STREAM_RETRY_AFTER_S = 5;

/** What a disconnected client waits before reconnecting (the `retry:` field). */
const RETRY_MS = 2_000;
/**
 * How often an open stream checks its key again: a key revoked or expired (an OAuth token expired,
 * its client deleted) ends its streams within this, as it stops every other request within 5 s.
 */
export const CREDENTIAL_RECHECK_MS = 5_000;

export function streamEvents(catalogue: EventCatalogue) {
  const stream = streamScopes(catalogue);
  const scopeTable = stream.types.map((type) => `\`${type}\` (\`${stream.scopeOf(type)}\`)`).join(', ');
  return outboxRoute({
    method: 'GET',
    url: '/v1/events/stream',
    scope: stream.scopes,
    operationId: 'streamEvents',
    summary: 'Stream events live (Server-Sent Events)',
    description: `The workspace's events as they commit, as \`text/event-stream\`: each event is \`id: evt_…\`, \`event: <type>\` and \`data: <the webhook body>\` (\`{"type","timestamp","data"}\`, the same as a webhook delivery). Reconnect with \`Last-Event-ID\` (EventSource does) to get every event after that one exactly once, those committed while disconnected included; events are kept 30 days. A \`: heartbeat\` comment every ${HEARTBEAT_INTERVAL_MS / 1000} s keeps idle connections open through proxies. Events arrive within about ${TAIL_INTERVAL_MS} ms of their commit (on PostgreSQL, once every transaction that started writing before theirs has finished). Each type needs the read scope of its family: ${scopeTable}; without \`types\` the stream carries every type the key may read, and asking for a type the key may not read is 403.`,
    tag: 'Webhooks',
    schema: {
      querystring: Type.Object(
        {
          types: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 1_000,
              description: 'Comma-separated event types to receive, e.g. `zone.entered,asset.dark`.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      headers: Type.Object({
        'last-event-id': Type.Optional(
          Type.String({
            pattern: idPattern('webhookEvent'),
            description:
              'The id of the last event received: the stream resumes after it. 400 if the workspace has no such event (unknown, or older than 30 days): reload state and reconnect without it.',
          }),
        ),
      }),
      response: {
        200: {
          description:
            'The stream: `text/event-stream`, open until the client closes it. Each message is one event.',
          content: {
            'text/event-stream': {
              schema: Type.String({ description: 'Server-Sent Events, one message per event.' }),
            },
          },
        },
      },
    },
    handler: async (request, reply, { eventStream }) => {
      const principal = principalOf(request);
      const types = requestedTypes(stream, request.query.types, principal.scopes);
      // A place for the stream before any work for it: streams hold connections, and a workspace
      // that opens thousands must not take them from everyone else.
      const slot = eventStream.admit(principal.workspaceId);
      if (!slot.granted) {
        reply.header('retry-after', String(STREAM_RETRY_AFTER_S));
        throw new VigilError(slot.limit === 'workspace' ? 'rate_limited' : 'unavailable', slot.detail);
      }
      let after: LogPosition | undefined;
      try {
        after = await resumePosition(eventStream, principal.workspaceId, request.headers);
      } catch (error) {
        slot.release();
        throw error;
      }

      reply.hijack();
      const raw = reply.raw;
      const set = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx buffers responses unless told not to.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: streaming ${types.join(',')}\n\n`);
      // The client may go before the stream is set up: then it is closed as soon as it is.
      let gone = false;
      let close = () => {
        gone = true;
      };
      raw.once('close', () => slot.release());
      raw.on('close', () => close());
      const handle = await eventStream.open({
        workspaceId: principal.workspaceId,
        types,
        after,
        sink: {
          write: (text) => raw.write(text),
          onDrain: (listener) => raw.on('drain', listener),
          end: () => raw.end(),
        },
      });
      // The stream must not outlive its key: checked again every few seconds, ended when it is no
      // longer good (the client's reconnection is then refused with 401 and says why).
      const recheck = setInterval(() => {
        void request.server.credentialStillGood(request).then(
          (good) => {
            if (!good) close();
          },
          // The store cannot answer now: the next check tries again.
          () => {},
        );
      }, CREDENTIAL_RECHECK_MS);
      recheck.unref();
      close = () => {
        clearInterval(recheck);
        handle.close();
      };
      if (gone) close();
    },
  });
}

/** The types the stream carries: those asked for, each allowed by the key; or all it may read. */
function requestedTypes(stream: StreamScopes, list: string | undefined, held: readonly string[]): string[] {
  if (list === undefined) {
    const allowed = stream.readable(held, stream.types);
    if (allowed.length === 0) {
      throw new VigilError(
        'forbidden',
        `This key may read no event type: the stream needs one of ${stream.scopes.join(', ')}.`,
      );
    }
    return allowed;
  }
  const names = [...new Set(list.split(',').map((name) => name.trim()))];
  const unknown = names.filter((name) => !stream.isStreamed(name));
  if (unknown.length > 0) {
    throw invalidField(
      '/query/types',
      `unknown event type ${unknown.map((name) => `'${name}'`).join(', ')}; use any of ${stream.types.join(', ')}`,
    );
  }
  const refused = names.filter((type) => stream.readable(held, [type]).length === 0);
  const first = refused[0];
  if (first !== undefined) {
    const scopes = [...new Set(refused.map((type) => stream.scopeOf(type)))];
    throw new VigilError(
      'forbidden',
      `Event type '${first}' needs the scope '${stream.scopeOf(first)}'; this key lacks ${scopes.map((s) => `'${s}'`).join(', ')}. Use a key with them, or leave those types out.`,
    );
  }
  return names;
}

async function resumePosition(
  hub: EventStreamHub,
  workspaceId: string,
  headers: { 'last-event-id'?: string | undefined },
): Promise<LogPosition | undefined> {
  const last = headers['last-event-id'];
  if (last === undefined) return undefined;
  const position = await hub.log.positionOf(workspaceId, last);
  if (position === undefined) {
    throw invalidField(
      '/header/last-event-id',
      `this workspace has no event '${last}' (events are kept 30 days): reload what you show and reconnect without Last-Event-ID`,
    );
  }
  return position;
}
