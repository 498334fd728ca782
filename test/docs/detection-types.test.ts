// docs/monitoring.md describes only the detectors Vigil has: its table of detection types is the
// code's, and a type it says Vigil makes is one a built-in detector (src/geo/tracking and
// src/geo/geofencing from tracks, src/geo/imagery from imagery) records.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMAGERY_TYPES } from '../../src/geo/imagery/imagery-rules.ts';
import { DETECTION_TYPES } from '../../src/geo/sites/index.ts';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
const MONITORING = read('../../docs/monitoring.md');
const sourceOf = (dir: string) => {
  const path = fileURLToPath(new URL(dir, import.meta.url));
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(`${path}${file}`, 'utf8'))
    .join('\n');
};
const TRACKING_SOURCE = [sourceOf('../../src/geo/tracking/'), sourceOf('../../src/geo/geofencing/')].join(
  '\n',
);
const MADE_BY = {
  tracks: 'Vigil, from tracks',
  imagery: 'Vigil, from imagery',
  matching: 'Vigil, from your vessel_detection and AIS',
  external: 'your detector',
};
/** Where Vigil records a detection of its own from an external one (the type it gives it). */
const MATCHING_SOURCE = read('../../src/geo/detections/detections-service.ts');

/** The rows of the detection type table: type → [made by, what, confidence]. */
function documentedTypes(): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const start = MONITORING.indexOf('| type | made by |');
  expect(start, 'docs/monitoring.md has the detection type table').toBeGreaterThan(0);
  for (const line of MONITORING.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [type = '', ...rest] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(type.replaceAll('`', ''), rest);
  }
  return rows;
}

describe('the detection types in docs/monitoring.md', () => {
  const documented = documentedTypes();

  it('are the types the code knows, plus custom.<name>', () => {
    expect([...documented.keys()].sort()).toEqual([...Object.keys(DETECTION_TYPES), 'custom.<name>'].sort());
  });

  it.each(Object.entries(DETECTION_TYPES))(
    '%s: who makes it, what it is and its confidence as the code says',
    (type, definition) => {
      const plain = (text: string) => text.replaceAll('’', "'");
      expect(documented.get(type)).toEqual([
        MADE_BY[definition.madeBy],
        plain(definition.what),
        plain(definition.confidence),
      ]);
    },
  );

  it.each(Object.entries(DETECTION_TYPES))(
    '%s is made by Vigil exactly when a built-in detector records it',
    (type, definition) => {
      expect(TRACKING_SOURCE.includes(`'${type}'`), 'tracking').toBe(definition.madeBy === 'tracks');
      expect((IMAGERY_TYPES as readonly string[]).includes(type), 'imagery').toBe(
        definition.madeBy === 'imagery',
      );
      expect(MATCHING_SOURCE.includes(`type: '${type}'`), 'matching').toBe(definition.madeBy === 'matching');
    },
  );

  it('calls no confidence calibrated that Vigil makes', () => {
    expect(MONITORING).not.toMatch(/"Calibrated" means/);
    for (const definition of Object.values(DETECTION_TYPES)) {
      if (definition.madeBy !== 'external') expect(definition.confidence).not.toMatch(/calibrated/i);
    }
  });

  it('promises no lower confidence for multilateration fixes, which no feed Vigil reads marks', () => {
    // SBS-1 lines and JSON positions carry no source of the fix; a promise of "lower for MLAT" had
    // no code behind it.
    const presence = DETECTION_TYPES.aircraft_presence.confidence;
    expect(presence).not.toMatch(/lower for MLAT/i);
    expect(presence).toMatch(/do not say whether a fix came from ADS-B or multilateration/);
  });
});
