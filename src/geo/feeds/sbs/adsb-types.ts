/**
 * The shapes ADS-B decoding produces: one decoded SBS-1 (BaseStation) line, the outcome of reading
 * a line, and the aircraft update Vigil stores. Kept apart from the parsers so that callers can
 * import the types without the parsing code.
 */

/**
 * BaseStation transmission types: 1 identification, 2 surface position, 3 airborne position,
 * 4 airborne velocity, 5 surveillance altitude, 6 surveillance identity (squawk), 7 air-to-air,
 * 8 all-call reply.
 */
export type SbsTransmission = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface SbsMessage {
  transmission: SbsTransmission;
  /**
   * 6 lower-case hex digits. A non-ICAO address (TIS-B, anonymous) keeps dump1090's `~` prefix
   * so that it never merges with the real airframe that has the same 24 bits.
   */
  icao24: string;
  /** True when the address came with the `~` prefix: not an ICAO airframe address. */
  nonIcao: boolean;
  /** Milliseconds since the Unix epoch, from the generated date/time (else the logged one). */
  at: number;
  callsign: string | null;
  /** Pressure altitude (Mode C reference, 1013.25 hPa), not height above sea level. */
  altitudeFt: number | null;
  groundSpeedKn: number | null;
  trackDeg: number | null;
  lat: number | null;
  lon: number | null;
  verticalRateFtMin: number | null;
  /** 4 octal digits, as transmitted (`7700`, `0123`). */
  squawk: string | null;
  alert: boolean | null;
  emergency: boolean | null;
  spi: boolean | null;
  onGround: boolean | null;
}

export type SbsParseResult =
  | { kind: 'message'; message: SbsMessage }
  | { kind: 'ignored'; reason: string }
  | { kind: 'error'; detail: string };

/** What Vigil stores: an aircraft update; position only when both lat and lon are present. */
export interface AircraftUpdate {
  /** As SbsMessage.icao24: 6 lower-case hex digits, `~`-prefixed when not an ICAO address. */
  icao24: string;
  nonIcao: boolean;
  at: number;
  lon: number | null;
  lat: number | null;
  altitudeFt: number | null;
  speedKn: number | null;
  trackDeg: number | null;
  callsign: string | null;
  squawk: string | null;
  onGround: boolean | null;
}
