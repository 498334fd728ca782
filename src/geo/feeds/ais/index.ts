/**
 * Vigil's AIS decoder for NMEA 0183 AIVDM/AIVDO feeds: the whole public surface in one place.
 * Everything here is pure (no HTTP, no database, no clock).
 */

export {
  type AisDecodeResult,
  type AisDecoder,
  type AisDecoderOptions,
  type AisSentenceMeta,
  createAisDecoder,
  DEFAULT_FRAGMENT_TIMEOUT_MS,
} from './ais-decoder.ts';
export type {
  AisAidToNavigation,
  AisBaseStation,
  AisClassAPosition,
  AisClassBExtended,
  AisClassBPosition,
  AisDimensions,
  AisEta,
  AisHeader,
  AisHeaderOnly,
  AisHeaderOnlyType,
  AisLongRange,
  AisMessage,
  AisSafetyBroadcast,
  AisSarAircraft,
  AisStaticPartA,
  AisStaticPartB,
  AisStaticVoyage,
} from './ais-types.ts';
export { type AisPosition, type AisStatic, aisPosition, aisStatic } from './ais-views.ts';
export { createLineTimeReader, type ReceiveTime, type ReceiveTimeSource } from './receive-times.ts';
export { restampAisLine } from './restamp.ts';
export type { TagGroup } from './tag-block.ts';
