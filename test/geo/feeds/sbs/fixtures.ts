/**
 * Access to the shared ADS-B corpora (/work/shared/data/adsb, see CORPORA.md), read in place,
 * and a factory for dump1090-style SBS lines that tests vary one field at a time.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const ADSB_CORPUS = new URL('../../../../../shared/data/adsb/', import.meta.url);

export function corpusFiles(folder: string, suffix: string): string[] {
  return readdirSync(new URL(folder, ADSB_CORPUS))
    .filter((name) => name.endsWith(suffix))
    .sort();
}

/** Lines without their CRLF/LF endings; a trailing empty line is not a line. */
export function readCorpusLines(path: string): string[] {
  const lines = readFileSync(new URL(path, ADSB_CORPUS), 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

export function readCorpusJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, ADSB_CORPUS), 'utf8'));
}

/** Field names in BaseStation order, for building lines by name. */
const SBS_FIELDS = [
  'kind',
  'transmission',
  'session',
  'aircraftId',
  'hexIdent',
  'flightId',
  'dateGenerated',
  'timeGenerated',
  'dateLogged',
  'timeLogged',
  'callsign',
  'altitude',
  'groundSpeed',
  'track',
  'lat',
  'lon',
  'verticalRate',
  'squawk',
  'alert',
  'emergency',
  'spi',
  'onGround',
] as const;

export type SbsField = (typeof SBS_FIELDS)[number];

/** The riddle's airborne position for 40621D as dump1090-mutability wrote it. */
const POSITION_LINE: Record<SbsField, string> = {
  kind: 'MSG',
  transmission: '3',
  session: '1',
  aircraftId: '1',
  hexIdent: '40621D',
  flightId: '1',
  dateGenerated: '2026/11/23',
  timeGenerated: '02:36:55.707',
  dateLogged: '2026/11/23',
  timeLogged: '02:36:55.900',
  callsign: '',
  altitude: '38000',
  groundSpeed: '',
  track: '',
  lat: '52.26578',
  lon: '3.93891',
  verticalRate: '',
  squawk: '',
  alert: '',
  emergency: '',
  spi: '',
  onGround: '0',
};

export function sbsLine(overrides: Partial<Record<SbsField, string>> = {}): string {
  const fields = { ...POSITION_LINE, ...overrides };
  return SBS_FIELDS.map((name) => fields[name]).join(',');
}
