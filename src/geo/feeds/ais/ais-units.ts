/**
 * Every sentinel and scale of the AIS messages Vigil decodes, in one place, with its source.
 * Values are from ITU-R M.1371-5 Annex 8 and match gpsd's `AIVDM.adoc`; a raw field equal to its
 * sentinel means "not available" and decodes to null.
 */

/** Positions of types 1-4, 9, 11, 18, 19, 21 are in 1/10000 minute: 600 000 per degree. */
export const POSITION_UNITS_PER_DEG = 600_000;
/** Type 27 (long-range broadcast) positions are in 1/10 minute: 600 per degree. */
export const LONG_RANGE_UNITS_PER_DEG = 600;

/**
 * lon 181 and lat 91 degrees mean "not available", in whatever unit the message uses. Any other
 * value beyond ±180 / ±90 is not a place either: the standard leaves it unused, so it is read as
 * "not available" too.
 */
export const LON_NOT_AVAILABLE_DEG = 181;
export const LAT_NOT_AVAILABLE_DEG = 91;
export const LON_MAX_DEG = 180;
export const LAT_MAX_DEG = 90;

/** Class A/B speed over ground in 1/10 knot; 1023 is "not available", 1022 means 102.2 kn or more. */
export const SPEED_TENTHS_NOT_AVAILABLE = 1023;
/** Type 9 (SAR aircraft) speed is in whole knots; 1023 is "not available", 1022 means 1022 kn or more. */
export const SAR_SPEED_NOT_AVAILABLE = 1023;
/** Type 27 speed is 6 bits in whole knots; 63 is "not available". */
export const LONG_RANGE_SPEED_NOT_AVAILABLE = 63;

/**
 * Course over ground in 1/10 degree, 0-3599; 3600 is "not available" and 3601-4095 "shall not be
 * used", so they are read as not available too.
 */
export const COURSE_TENTHS_NOT_AVAILABLE = 3600;
export const COURSE_TENTHS_MAX = 3599;
/** Type 27 course in whole degrees, 0-359; 511 is "not available", 360-510 unused: not available. */
export const LONG_RANGE_COURSE_NOT_AVAILABLE = 511;
export const LONG_RANGE_COURSE_MAX = 359;
/** True heading in whole degrees, 0-359; 511 is "not available", 360-510 unused: not available. */
export const HEADING_NOT_AVAILABLE = 511;
export const HEADING_MAX = 359;

/** Rate of turn (ROT_AIS, signed 8 bits): −128 is "not available". */
export const TURN_NOT_AVAILABLE = -128;
/** ±127: turning faster than 5°/30 s with no turn indicator, so no rate can be given. */
export const TURN_FAST = 127;
/** ROT_AIS = 4.733 × √(°/min), so °/min = (ROT_AIS / 4.733)², signed. */
export const TURN_INDICATOR_FACTOR = 4.733;

/** UTC second of the report: 60 not available, 61 manual input, 62 dead reckoning, 63 inoperative. */
export const SECOND_FIRST_SPECIAL = 60;

/** Navigational status 15 is "undefined (default)". */
export const NAV_STATUS_NOT_DEFINED = 15;
/** Manoeuvre indicator 0 is "not available (default)". */
export const MANEUVER_NOT_AVAILABLE = 0;
/** Type of electronic position fixing device 0 is "undefined (default)". */
export const EPFD_UNDEFINED = 0;
/** Ship type 0 is "not available or no ship (default)". */
export const SHIP_TYPE_NOT_AVAILABLE = 0;
/** Aid-to-navigation type 0 is "default, type not specified". */
export const AID_TYPE_NOT_SPECIFIED = 0;
/** IMO number 0 is "not available". */
export const IMO_NOT_AVAILABLE = 0;

/** Draught in 1/10 metre; 0 is "not available". */
export const DRAUGHT_TENTHS_NOT_AVAILABLE = 0;
/** Type 9 altitude in metres; 4095 is "not available", 4094 means 4094 m or higher. */
export const ALTITUDE_NOT_AVAILABLE = 4095;

/** Date/time parts: the values meaning "not available" in types 4, 5 and 11. */
export const YEAR_NOT_AVAILABLE = 0;
export const MONTH_NOT_AVAILABLE = 0;
export const DAY_NOT_AVAILABLE = 0;
export const HOUR_NOT_AVAILABLE = 24;
export const MINUTE_NOT_AVAILABLE = 60;

/**
 * A type 27 (long-range broadcast) message is 96 bits (M.1371-5 Annex 8, Table 86), and in the wild
 * often 168, a whole slot (gpsd's sample notes one 96-bit message in 25 million); any other length
 * is not a long-range report.
 */
export const LONG_RANGE_BITS = [96, 168] as const;

/**
 * The shortest payload each type Vigil reads only the header of may have (M.1371-5 Annex 8; gpsd
 * checks the same): shorter, it was cut off, and even its MMSI cannot be trusted.
 */
export const HEADER_ONLY_MIN_BITS: Readonly<Record<number, number>> = {
  6: 88,
  7: 72,
  8: 56,
  10: 72,
  12: 72,
  13: 72,
  14: 40,
  15: 88,
  16: 96,
  17: 80,
  20: 72,
  22: 168,
  23: 160,
  25: 40,
  26: 60,
};

/** MMSIs 98XXXYYYY are craft associated with a parent ship (type 24B carries the mothership). */
export const AUXILIARY_MMSI_PREFIX = '98';
