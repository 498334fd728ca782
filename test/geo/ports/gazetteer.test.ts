// The port gazetteer Vigil ships is the derivation of the World Port Index as NGA publishes it
// (../shared/data/ports/UpdatedPub150.csv, Pub. 150, public domain): derived again here and
// compared, so that neither the file nor its derivation drifts unseen.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { derivePorts, GAZETTEER_FILE, renderGazetteer } from '../../../scripts/derive-ports.ts';
import { portRadiusM, worldPortIndex } from '../../../src/geo/ports/index.ts';

const published = readFileSync(
  fileURLToPath(new URL('../../../../shared/data/ports/UpdatedPub150.csv', import.meta.url)),
  'utf8',
);

describe('the World Port Index gazetteer', () => {
  it('is what the derivation makes of the published file', () => {
    expect(readFileSync(GAZETTEER_FILE, 'utf8')).toBe(renderGazetteer(derivePorts(published)));
  });

  it('keeps every port of the index, once each, with its attribution and source digest', () => {
    const gazetteer = worldPortIndex();
    // 3,803 rows, two of them a second row of an index number already listed.
    expect(gazetteer.ports).toHaveLength(3801);
    expect(new Set(gazetteer.ports.map((p) => p.wpi)).size).toBe(3801);
    expect(gazetteer.attribution).toMatch(
      /World Port Index \(Pub\. 150\), National Geospatial-Intelligence Agency/,
    );
    expect(gazetteer.source_sha256).toBe('16f4d6dcb0de0b62e82ee530691df1cad84afe08fb7973338e71eebb2c2ecc85');
    expect(derivePorts(published).left_out.map((row) => row.wpi)).toEqual([49460, 400]);
  });

  it('reads names, UN/LOCODE, position, size and depths as the index gives them', () => {
    const rotterdam = worldPortIndex().ports.find((p) => p.wpi === 31140);
    expect(rotterdam).toEqual({
      wpi: 31140,
      name: 'Rotterdam',
      alternate_name: null,
      unlocode: 'NLRTM',
      country: 'Netherlands',
      water_body: 'North Sea; North Atlantic Ocean',
      harbor_size: 'Large',
      harbor_type: 'River (Basins)',
      channel_depth_m: 11,
      anchorage_depth_m: 11,
      cargo_pier_depth_m: 6.4,
      lon: 4.483333,
      lat: 51.9,
    });
    // A fractional index number is a port added between two: kept.
    expect(worldPortIndex().ports.find((p) => p.wpi === 49454.5)?.name).toBe('Kattupalli Port');
    // Annapolis: the index gives 0 for its oil terminal and no depth is invented.
    const annapolis = worldPortIndex().ports.find((p) => p.wpi === 8225);
    expect(annapolis).toMatchObject({ unlocode: 'USANP', channel_depth_m: 4.9, cargo_pier_depth_m: 3.4 });
  });

  it('takes a port’s area as a circle growing with its harbour size', () => {
    expect(portRadiusM({ harbor_size: 'Large' })).toBe(10_000);
    expect(portRadiusM({ harbor_size: 'Very Small' })).toBe(2_000);
    expect(portRadiusM({ harbor_size: null })).toBe(3_000);
  });
});
