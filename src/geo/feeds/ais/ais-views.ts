/**
 * What the rest of Vigil takes from an AIS message: where a station is (aisPosition) and what it
 * says it is (aisStatic). Both flatten the per-type shapes so that tracking code never switches
 * on message numbers.
 */

import type { AisDimensions, AisMessage } from './ais-types.ts';

export interface AisPosition {
  mmsi: string;
  lon: number;
  lat: number;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  navStatus: number | null;
  /**
   * 'A' for types 1-3 and 27 (long range is sent by Class A units, and Class B SO units look the
   * same on the air), 'B' for 18 and 19, 'SAR' for 9, 'base' for 4, 'aton' for 21.
   */
  aisClass: 'A' | 'B' | 'SAR' | 'base' | 'aton';
  /** The report's own UTC second if given (0-59). */
  second: number | null;
  /** Type 9 (SAR aircraft) only: altitude above sea level, metres (4094 means 4094 or more). */
  altitudeM: number | null;
}

export interface AisStatic {
  mmsi: string;
  imo?: string;
  callSign?: string;
  /** Ship name, or the aid-to-navigation name for type 21. */
  name?: string;
  shipType?: number;
  /** Absent when all four distances are 0 (not available). */
  dimensions?: AisDimensions;
  destination?: string;
  draughtM?: number;
  /**
   * The transponder class the message itself proves: only Class A sends type 5 and only Class B
   * types 19 and 24 (ITU-R M.1371-5, Annex 2, §3.3 and Annex 7). Absent for 21 (an aid).
   */
  aisClass?: 'A' | 'B';
}

type PositionFields = Omit<AisPosition, 'mmsi' | 'lon' | 'lat' | 'altitudeM'>;

function positionFields(message: AisMessage): PositionFields | null {
  const none = { speedKn: null, courseDeg: null, headingDeg: null, navStatus: null };
  switch (message.type) {
    case 1:
    case 2:
    case 3: {
      const { speedKn, courseDeg, headingDeg, navStatus, second } = message;
      return { speedKn, courseDeg, headingDeg, navStatus, second, aisClass: 'A' };
    }
    case 4:
      return { ...none, second: message.second, aisClass: 'base' };
    case 9:
      return {
        ...none,
        speedKn: message.speedKn,
        courseDeg: message.courseDeg,
        second: message.second,
        aisClass: 'SAR',
      };
    case 18:
    case 19: {
      const { speedKn, courseDeg, headingDeg, second } = message;
      return { speedKn, courseDeg, headingDeg, navStatus: null, second, aisClass: 'B' };
    }
    case 21:
      return { ...none, second: message.second, aisClass: 'aton' };
    case 27: {
      const { speedKn, courseDeg, navStatus } = message;
      return { speedKn, courseDeg, headingDeg: null, navStatus, second: null, aisClass: 'A' };
    }
    default:
      return null;
  }
}

/**
 * Position reports of types 1, 2, 3, 4, 9, 18, 19, 21 and 27. null for other types and when the
 * sender gave no position, or one off the globe (a garbled or test transmission, not a place).
 */
export function aisPosition(message: AisMessage): AisPosition | null {
  if (!('lon' in message)) return null;
  const { lon, lat } = message;
  if (lon === null || lat === null || Math.abs(lon) > 180 || Math.abs(lat) > 90) return null;
  const fields = positionFields(message);
  const altitudeM = message.type === 9 ? message.altitudeM : null;
  return fields === null ? null : { mmsi: message.mmsi, lon, lat, ...fields, altitudeM };
}

function hasSize(dimensions: AisDimensions): boolean {
  return dimensions.toBow + dimensions.toStern + dimensions.toPort + dimensions.toStarboard > 0;
}

type MaybeStatic = { [K in Exclude<keyof AisStatic, 'aisClass'>]-?: AisStatic[K] | null };

/** Keeps the fields that are available, so that absent means "not said" rather than null. */
function present(fields: Partial<MaybeStatic> & Pick<AisStatic, 'mmsi'>): AisStatic {
  const { mmsi, imo, callSign, name, shipType, dimensions, destination, draughtM } = fields;
  const result: AisStatic = { mmsi };
  if (imo != null) result.imo = imo;
  if (callSign != null) result.callSign = callSign;
  if (name != null) result.name = name;
  if (shipType != null) result.shipType = shipType;
  if (dimensions != null && hasSize(dimensions)) result.dimensions = dimensions;
  if (destination != null) result.destination = destination;
  if (draughtM != null) result.draughtM = draughtM;
  return result;
}

function withClass(aisClass: 'A' | 'B', fields: Partial<MaybeStatic> & Pick<AisStatic, 'mmsi'>): AisStatic {
  return { ...present(fields), aisClass };
}

/** Static data of types 5, 19, 21 (name and size) and 24 parts A and B; null for other types. */
export function aisStatic(message: AisMessage): AisStatic | null {
  const { mmsi } = message;
  switch (message.type) {
    case 5:
      return withClass('A', {
        mmsi,
        imo: message.imo,
        callSign: message.callSign,
        name: message.shipName,
        shipType: message.shipType,
        dimensions: message.dimensions,
        destination: message.destination,
        draughtM: message.draughtM,
      });
    case 19:
      return withClass('B', {
        mmsi,
        name: message.shipName,
        shipType: message.shipType,
        dimensions: message.dimensions,
      });
    case 21:
      return present({
        mmsi,
        name: message.name,
        dimensions: message.dimensions,
      });
    case 24:
      if (message.partNumber === 0) return withClass('B', { mmsi, name: message.shipName });
      return withClass('B', {
        mmsi,
        callSign: message.callSign,
        shipType: message.shipType,
        dimensions: message.dimensions,
      });
    default:
      return null;
  }
}
