/**
 * ADS-B feeds for Vigil: SBS-1 (BaseStation, port 30003) lines and dump1090/readsb aircraft.json
 * snapshots, decoded into aircraft updates. Pure functions: no sockets, no HTTP, no database.
 */

export type { AircraftUpdate, SbsMessage, SbsParseResult, SbsTransmission } from './adsb-types.ts';
export { type AircraftJsonResult, readAircraftJson } from './aircraft-json-reader.ts';
export { sbsUpdate } from './aircraft-update.ts';
export { parseSbsLine, type SbsParseOptions } from './sbs-line-parser.ts';
export { restampSbsLine } from './sbs-restamp.ts';
