/**
 * Feeds: the decoders of what vessels and aircraft send (AIS NMEA 0183 with tag blocks, SBS-1 and
 * dump1090's aircraft.json), the parsing of the `VIGIL_FEEDS` list, and the feed runner that keeps a
 * TCP or UDP feed connected and hands its lines, in batches, to a sink (ingest gives it one).
 * Nothing here stores anything.
 */
export * from './ais/index.ts';
export { parseTagBlock } from './ais/tag-block.ts';
export { type FeedFormat, type FeedSpec, feedName, parseFeedSpec, parseFeedSpecs } from './feed-config.ts';
export * from './network/index.ts';
export * from './sbs/index.ts';
