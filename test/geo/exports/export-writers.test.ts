// The writers on their own: a truncated source says so inside every format that has a place for it,
// and text XML cannot hold (control characters) or must escape never breaks a KML or GPX file.
import { describe, expect, it } from 'vitest';
import { exportChunks } from '../../../src/geo/exports/export-stream.ts';
import type { ExportFormat, ExportSource } from '../../../src/geo/exports/index.ts';
import { ogrRead, parquetRead, readersPresent } from './readers.ts';

const present = readersPresent();

function source(truncation: string | null): ExportSource {
  return {
    name: 'sample',
    columns: [
      { name: 'note', type: 'string' },
      { name: 'at', type: 'timestamp' },
    ],
    truncation,
    batches: (async function* () {
      yield [
        {
          geometry: { type: 'Point', coordinates: [4.5, 52] },
          time: Date.parse('2026-11-20T00:00:00Z'),
          label: 'a <b> & "c"',
          properties: { note: 'bell\u0007 & <tag> "quoted"', at: Date.parse('2026-11-20T00:00:00Z') },
        },
      ];
    })(),
  };
}

async function written(format: ExportFormat, truncation: string | null): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of exportChunks(format, source(truncation))) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

describe.skipIf(!present)('export writers', () => {
  it('say a truncated result is truncated inside GeoJSON, KML, GPX and GeoParquet', async () => {
    const why = 'more than 100000 events match';
    expect(JSON.parse((await written('geojson', why)).toString())).toMatchObject({
      truncated: true,
      truncation: why,
    });
    expect((await written('kml', why)).toString()).toContain(`<description>Truncated: ${why}</description>`);
    expect((await written('gpx', why)).toString()).toContain(`<desc>Truncated: ${why}</desc>`);
    expect(parquetRead(await written('geoparquet', why)).metadata['vigil:truncation']).toBe(why);
    expect(JSON.parse((await written('geojson', null)).toString()).truncated).toBe(false);
    expect(parquetRead(await written('geoparquet', null)).metadata).toEqual({});
  });

  it('escapes markup and drops the control characters XML cannot hold', async () => {
    for (const format of ['kml', 'gpx'] as const) {
      const [feature] = ogrRead(await written(format, null), `sample.${format}`, {
        ...(format === 'gpx' ? { layer: 'waypoints' } : {}),
      }).features;
      // LIBKML calls the placemark's name `Name`; the GPX driver `name`.
      expect(feature?.properties.Name ?? feature?.properties.name).toBe('a <b> & "c"');
      const note = feature?.properties.note ?? feature?.properties.vigil_note;
      expect(note).toBe('bell & <tag> "quoted"');
    }
    // CSV keeps the text as it is, quoted by RFC 4180 where needed.
    expect((await written('csv', null)).toString().split('\r\n')[1]).toBe(
      '"bell\u0007 & <tag> ""quoted""",2026-11-20T00:00:00.000Z,4.5,52,',
    );
  });
});
