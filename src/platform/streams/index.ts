/** Streams on NATS JetStream: partitioned subjects, de-duplicated publishing, ordered reading from a sequence. */
export { connectStreams, type StreamMessage, type StreamReader, type Streams } from './jetstream-streams.ts';
