/**
 * From a decoded SBS message to the aircraft update Vigil stores. SBS splits one aircraft's
 * state over several transmission types (1 callsign, 3 position, 4 velocity), so an update
 * carries only what its message carried; the caller merges updates per aircraft.
 */
import type { AircraftUpdate, SbsMessage } from './adsb-types.ts';

export function sbsUpdate(message: SbsMessage): AircraftUpdate {
  // Half a position is no position: a stored point needs both coordinates.
  const positioned = message.lat !== null && message.lon !== null;
  return {
    icao24: message.icao24,
    nonIcao: message.nonIcao,
    at: message.at,
    lon: positioned ? message.lon : null,
    lat: positioned ? message.lat : null,
    altitudeFt: message.altitudeFt,
    speedKn: message.groundSpeedKn,
    trackDeg: message.trackDeg,
    callsign: message.callsign,
    squawk: message.squawk,
    onGround: message.onGround,
  };
}
