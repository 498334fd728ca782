// Which MMSIs are stations rather than vessels (ITU-R M.585-9 Annex 1), and what a distress
// device's transmissions say of its mode (IEC 61097-14: status 14 and "SART ACTIVE" when active,
// status 15 and "SART TEST" in test mode).
import { describe, expect, it } from 'vitest';
import { distressMode, kindOfMmsi, modeOfText } from '../../../src/geo/ingest/station-kinds.ts';

describe('station kinds', () => {
  it('reads the kind from the MMSI’s form', () => {
    expect(
      [
        '970123456',
        '972000001',
        '974291422',
        '992446001',
        '244900001',
        '981234567',
        '111232506',
        '97012345',
      ].map(kindOfMmsi),
    ).toEqual(['sart', 'mob', 'epirb', 'aton', 'vessel', 'vessel', 'vessel', 'vessel']);
  });

  it('reads a distress device’s mode from its status and its last safety text', () => {
    expect(
      ['SART ACTIVE', 'MOB ACTIVE', 'EPIRB ACTIVE', 'SART TEST', 'RCVD YR TEST MSG', 'HELLO'].map(modeOfText),
    ).toEqual(['active', 'active', 'active', 'test', 'test', undefined]);
    expect(distressMode(14, undefined)).toBe('active');
    expect(distressMode(14, 'test')).toBe('active');
    expect(distressMode(15, 'test')).toBe('test');
    expect(distressMode(15, 'active')).toBe('active');
    expect(distressMode(15, undefined)).toBeUndefined();
    expect(distressMode(0, 'active')).toBeUndefined();
  });
});
