/**
 * SBS times carry no zone: BaseStation and dump1090 print the receiver's local clock. These tests
 * pin how a reading becomes an instant in the zone the caller names, DST edges included.
 */
import { describe, expect, it } from 'vitest';
import { timeZoneProblem } from '../../../../src/lib/wall-clock.ts';
import { sbsLine } from './fixtures.ts';
import { decoded, refused } from './helpers.ts';

function readAt(date: string, time: string, timeZone?: string): string {
  return new Date(decoded(sbsLine({ dateGenerated: date, timeGenerated: time }), timeZone).at).toISOString();
}

describe('SBS time zones', () => {
  it('reads times as UTC unless told otherwise', () => {
    expect(readAt('2026/07/01', '12:00:00.250')).toBe('2026-07-01T12:00:00.250Z');
  });

  it('reads Europe/Amsterdam as CEST (+02:00) in summer and CET (+01:00) in winter', () => {
    expect(readAt('2026/07/01', '12:00:00.000', 'Europe/Amsterdam')).toBe('2026-07-01T10:00:00.000Z');
    expect(readAt('2026/11/23', '03:36:55.707', 'Europe/Amsterdam')).toBe('2026-11-23T02:36:55.707Z');
  });

  it('reads fixed offsets with or without a colon', () => {
    expect(readAt('2026/11/23', '04:36:55.707', '+02:00')).toBe('2026-11-23T02:36:55.707Z');
    expect(readAt('2026/11/23', '04:36:55.707', '+0200')).toBe('2026-11-23T02:36:55.707Z');
    expect(readAt('2026/11/22', '21:06:55.707', '-05:30')).toBe('2026-11-23T02:36:55.707Z');
  });

  it('takes the earlier instant for a time shown twice when clocks go back', () => {
    // 25 Oct 2026, Amsterdam: 03:00 CEST becomes 02:00 CET, so 02:30 happens at 00:30Z and 01:30Z.
    expect(readAt('2026/10/25', '02:30:00.000', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads a time skipped when clocks go forward as just after the gap', () => {
    // 29 Mar 2026, Amsterdam: 02:00 CET becomes 03:00 CEST; 02:30 is read as 03:30 CEST.
    expect(readAt('2026/03/29', '02:30:00.000', 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('uses the logged date and time when the generated ones are blank', () => {
    const line = sbsLine({ dateGenerated: '', timeGenerated: '', timeLogged: '02:36:56.100' });
    expect(new Date(decoded(line, '+01:00').at).toISOString()).toBe('2026-11-23T01:36:56.100Z');
  });

  it('refuses a zone that is neither IANA nor an offset, on the line and up front', () => {
    const detail = 'timeZone "Mars/Olympus" is neither an IANA time zone nor an offset like +02:00';
    expect(refused(sbsLine(), 'Mars/Olympus')).toBe(detail);
    expect(timeZoneProblem('Mars/Olympus')).toBe(detail);
    expect(timeZoneProblem('+15:00')).toBe('timeZone offset "+15:00" is beyond ±14:00');
    expect(timeZoneProblem('Europe/Amsterdam')).toBeNull();
    expect(timeZoneProblem('UTC')).toBeNull();
  });
});
