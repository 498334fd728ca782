/**
 * Streams on NATS JetStream, as the engine uses them: a stream with a subject per partition, a
 * publish that JetStream de-duplicates by message id (a relay that publishes again after a crash
 * adds nothing), and a reader of one subject from a given sequence, in order, in batches, that
 * keeps going until it is stopped. Works with nats-server 2.9 (Debian bookworm's): a reader is an
 * ephemeral pull consumer with one filter subject, and the sequence the caller has stored is the
 * truth about what was handled (no acknowledgements kept on the server).
 */
import { AckPolicy, DeliverPolicy, type JsMsg, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';

export interface StreamMessage {
  seq: number;
  subject: string;
  data: Uint8Array;
}

export interface StreamReader {
  /** Stops reading; resolves once the batch in hand has been handled. */
  stop(): Promise<void>;
}

export interface Streams {
  /** Creates the stream, or leaves it as it is when it exists. */
  ensure(
    name: string,
    subjects: string[],
    options: { maxAgeMs: number; duplicateWindowMs: number },
  ): Promise<void>;
  /** Publishes once per `msgId` within the stream's duplicate window. */
  publish(subject: string, data: Uint8Array, msgId: string): Promise<{ seq: number; duplicate: boolean }>;
  /**
   * Reads `subject` of `stream` from sequence `fromSeq`, in order, a batch at a time; the next
   * batch is fetched once `handle` resolves. A failure is logged and the read starts again after
   * the last message handled.
   */
  read(
    stream: string,
    subject: string,
    fromSeq: number,
    handle: (messages: StreamMessage[], caughtUp: boolean) => Promise<void>,
  ): StreamReader;
  /** The stream's last sequence (0 when empty). */
  lastSeq(stream: string): Promise<number>;
  /** Deletes the stream and its messages (a test's own, or a scope that is gone). */
  remove(stream: string): Promise<void>;
  /** Whether the connection to NATS is up now (it reconnects by itself after an outage). */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * Messages asked for per pull, and how long a pull stays open (the client's floor is a second).
 * Messages are handed on as they arrive, not when the pull ends: a reader is never a second late.
 */
const BATCH = 1_000;
const FETCH_WAIT_MS = 1_000;
/** An idle reader's consumer is removed by the server after this. */
const INACTIVE_MS = 30_000;
const RETRY_MS = 1_000;

export async function connectStreams(
  url: string,
  logger: { warn(o: object, m: string): void },
): Promise<Streams> {
  const nc: NatsConnection = await connect({ servers: url, maxReconnectAttempts: -1, name: 'vigil' });
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  let up = true;
  // The client reconnects for ever (maxReconnectAttempts -1); its status events say when it is down.
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        up = false;
        logger.warn({ server: status.server }, 'NATS connection lost; reconnecting');
      } else if (status.type === 'reconnect') {
        up = true;
        logger.warn({ server: status.server }, 'NATS connection back');
      }
    }
  })().catch(() => {});

  return {
    async ensure(name, subjects, options) {
      try {
        await jsm.streams.info(name);
      } catch {
        await jsm.streams.add({
          name,
          subjects,
          max_age: options.maxAgeMs * 1_000_000,
          duplicate_window: options.duplicateWindowMs * 1_000_000,
        });
      }
    },

    async publish(subject, data, msgId) {
      const ack = await js.publish(subject, data, { msgID: msgId });
      return { seq: ack.seq, duplicate: ack.duplicate };
    },

    read(stream, subject, fromSeq, handle) {
      let next = Math.max(1, fromSeq);
      let stopped = false;
      let wake: (() => void) | undefined;
      // The handling of what has been read, in order. A pull can fail while a handling still runs
      // (heartbeats missed while the thread was busy, the consumer removed): the next consumer
      // starts after what that handling finishes, never from behind it, and never beside it.
      let handled: Promise<void> = Promise.resolve();
      const loop = (async () => {
        while (!stopped) {
          try {
            const info = await jsm.consumers.add(stream, {
              filter_subject: subject,
              deliver_policy: DeliverPolicy.StartSequence,
              opt_start_seq: next,
              ack_policy: AckPolicy.None,
              inactive_threshold: INACTIVE_MS * 1_000_000,
            });
            const consumer = await js.consumers.get(stream, info.name);
            while (!stopped) {
              const fetched = await consumer.fetch({ max_messages: BATCH, expires: FETCH_WAIT_MS });
              let batch: StreamMessage[] = [];
              let caughtUp = true;
              // Handling runs beside the pull, in order, never inside it: a pull whose reader stops
              // taking messages misses its heartbeats and fails. The next pull waits for it.
              let failure: unknown;
              for await (const message of fetched as AsyncIterable<JsMsg>) {
                batch.push({ seq: message.seq, subject: message.subject, data: message.data });
                // What has arrived is handed on as soon as no more is waiting in the client.
                if (fetched.getPending() > 0) continue;
                if (stopped) break;
                const messages = batch;
                const upToDate = message.info.pending === 0;
                caughtUp = upToDate;
                handled = handled.then(async () => {
                  if (failure !== undefined) return;
                  try {
                    await handle(messages, upToDate);
                    next = message.seq + 1;
                  } catch (error) {
                    failure = error;
                  }
                });
                batch = [];
              }
              // A handling that failed is read again from the first message it did not finish.
              await handled;
              if (failure !== undefined) throw failure;
              if (stopped) break;
              // A pull that ended with nothing new still lets the reader judge what has come due.
              await handle([], caughtUp);
            }
            await jsm.consumers.delete(stream, info.name).catch(() => {});
          } catch (error) {
            await handled;
            if (stopped) break;
            logger.warn({ err: error, stream, subject, next }, 'reading the stream failed; reading again');
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, RETRY_MS).unref();
            });
          }
        }
      })();
      return {
        async stop() {
          stopped = true;
          wake?.();
          await loop;
        },
      };
    },

    async lastSeq(stream) {
      return (await jsm.streams.info(stream)).state.last_seq;
    },

    async remove(stream) {
      await jsm.streams.delete(stream).catch(() => false);
    },

    connected: () => up && !nc.isClosed(),

    async close() {
      await nc.drain();
    },
  };
}
