/**
 * Vigil's decoded AIS messages: a union discriminated by `type` (the AIS message number).
 * Field names are Vigil's own; every "not available" sentinel is already null and every value is
 * in the unit its name says (see ais-units.ts). MMSIs and IMO numbers are decimal strings with no
 * zero padding (gpsd prints integers; "002470052" and "2470052" are the same station, and a
 * string keeps identifiers out of arithmetic).
 */

export interface AisHeader {
  /** Repeat indicator: how many times the message has been relayed (0-3). */
  repeat: number;
  mmsi: string;
}

export interface AisDimensions {
  /** Metres from the position reference point; 0 in all four means not available. */
  toBow: number;
  toStern: number;
  toPort: number;
  toStarboard: number;
}

export interface AisEta {
  month: number | null;
  day: number | null;
  hour: number | null;
  minute: number | null;
}

interface AisFix {
  /** true: position accuracy better than 10 m (DGNSS); false: worse than 10 m. */
  accuracy: boolean;
  /** Degrees WGS84; null when the sender said "not available" (181/91). Out-of-range values are kept. */
  lon: number | null;
  lat: number | null;
  raim: boolean;
}

/** Types 1, 2, 3: Class A position report. */
export interface AisClassAPosition extends AisHeader, AisFix {
  type: 1 | 2 | 3;
  /** 0-14 per ITU-R M.1371; 15 (undefined) is null. */
  navStatus: number | null;
  /** Degrees per minute, positive to starboard; null when not available or when `turningFast`. */
  rateOfTurn: number | null;
  /** Set when the sender reports "turning faster than 5°/30 s" with no rate (ROT_AIS ±127). */
  turningFast: 'left' | 'right' | null;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  /** UTC second of the fix; null for 60-63 (not available, manual, dead reckoning, inoperative). */
  second: number | null;
  /** 1 no special manoeuvre, 2 special manoeuvre; 0 (not available) is null. */
  maneuver: number | null;
  /** Communication state (SOTDMA/ITDMA), 19 bits as sent. */
  radio: number;
}

/** Type 4 (base station report) and type 11 (UTC/date response): same layout. */
export interface AisBaseStation extends AisHeader, AisFix {
  type: 4 | 11;
  year: number | null;
  month: number | null;
  day: number | null;
  hour: number | null;
  minute: number | null;
  second: number | null;
  /** Type of position fixing device; 0 (undefined) is null. */
  epfd: number | null;
  radio: number;
}

/** Type 5: Class A static and voyage data. */
export interface AisStaticVoyage extends AisHeader {
  type: 5;
  aisVersion: number;
  imo: string | null;
  callSign: string | null;
  shipName: string | null;
  shipType: number | null;
  dimensions: AisDimensions;
  epfd: number | null;
  eta: AisEta;
  draughtM: number | null;
  destination: string | null;
  /** Data terminal equipment: 0 ready, 1 not ready. */
  dte: number;
}

/** Type 9: standard SAR aircraft position report. */
export interface AisSarAircraft extends AisHeader, AisFix {
  type: 9;
  /** Metres; 4094 means 4094 m or higher. */
  altitudeM: number | null;
  /** Whole knots (not tenths) in this message. */
  speedKn: number | null;
  courseDeg: number | null;
  second: number | null;
  dte: number;
  assigned: boolean;
  radio: number;
}

/** Type 18: standard Class B position report. */
export interface AisClassBPosition extends AisHeader, AisFix {
  type: 18;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  second: number | null;
  /** true: Class B "CS" (carrier-sense) unit; false: Class B "SOTDMA" unit. */
  csUnit: boolean;
  /** The unit has a display for messages 12 and 14. */
  display: boolean;
  /** The unit has a DSC function. */
  dsc: boolean;
  /** The unit can use the whole marine band. */
  band: boolean;
  /** The unit accepts channel management by message 22. */
  msg22: boolean;
  assigned: boolean;
  radio: number;
}

/** Type 19: extended Class B position report. */
export interface AisClassBExtended extends AisHeader, AisFix {
  type: 19;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  second: number | null;
  shipName: string | null;
  shipType: number | null;
  dimensions: AisDimensions;
  epfd: number | null;
  dte: number;
  assigned: boolean;
}

/** Type 21: aid-to-navigation report. */
export interface AisAidToNavigation extends AisHeader, AisFix {
  type: 21;
  aidType: number | null;
  /** Name with its extension appended, as gpsd does. */
  name: string | null;
  dimensions: AisDimensions;
  epfd: number | null;
  second: number | null;
  /** Only meaningful when `second` is 0-59 (ITU-R M.1371). */
  offPosition: boolean;
  virtualAid: boolean;
  assigned: boolean;
}

/** Type 24 part A: Class B static data, name. */
export interface AisStaticPartA extends AisHeader {
  type: 24;
  partNumber: 0;
  shipName: string | null;
}

/** Type 24 part B: Class B static data, type, vendor, call sign and size (or mothership). */
export interface AisStaticPartB extends AisHeader {
  type: 24;
  partNumber: 1;
  shipType: number | null;
  /** Three-character manufacturer id (ITU-R M.1371-4 onwards). */
  vendorId: string | null;
  model: number;
  serial: number;
  callSign: string | null;
  /** Absent for auxiliary craft (MMSI 98XXXYYYY), which send `mothershipMmsi` in those bits. */
  dimensions: AisDimensions | null;
  mothershipMmsi: string | null;
}

/** Type 27: long-range broadcast (satellite). Coarse: 1/10 minute positions, whole knots and degrees. */
export interface AisLongRange extends AisHeader, AisFix {
  type: 27;
  navStatus: number | null;
  speedKn: number | null;
  courseDeg: number | null;
  /**
   * true when the position is the current GNSS fix (bit 94 = 0; M.1371-5 calls it position
   * latency under 5 s). libais reads it the same way; gpsd prints the raw bit under this name.
   */
  gnss: boolean;
}

/**
 * Type 14: safety-related broadcast, free text. An AIS-SART, MOB or EPIRB-AIS sends "SART ACTIVE"
 * (or "MOB ACTIVE", "EPIRB ACTIVE") when activated and "… TEST" in test mode (IEC 61097-14,
 * ITU-R M.1371-5 Annex 9 §2).
 */
export interface AisSafetyBroadcast extends AisHeader {
  type: 14;
  text: string;
}

/** Message numbers decoded only to their header: every 6-bit number without a decoder. */
export const HEADER_ONLY_TYPES = [6, 7, 8, 10, 12, 13, 15, 16, 17, 20, 22, 23, 25, 26] as const;

export type AisHeaderOnlyType = (typeof HEADER_ONLY_TYPES)[number];

export interface AisHeaderOnly extends AisHeader {
  type: AisHeaderOnlyType;
  /** Payload length, for anyone who wants to tell a real message from noise. */
  bitLength: number;
}

export type AisMessage =
  | AisClassAPosition
  | AisBaseStation
  | AisStaticVoyage
  | AisSarAircraft
  | AisClassBPosition
  | AisClassBExtended
  | AisAidToNavigation
  | AisStaticPartA
  | AisStaticPartB
  | AisLongRange
  | AisSafetyBroadcast
  | AisHeaderOnly;
