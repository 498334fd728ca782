/**
 * `POST /v1/assets/within?format=…`: the assets that were inside, as a file, by first time inside:
 * one feature per asset, its fixes inside as its geometry (a MultiPoint; in GPX a track of those
 * fixes, timed). `limit` and `fixes` do not apply: the file holds every asset of the answer from
 * `cursor` on, each with its fixes inside (at most `maxFixes` each). It says it is truncated when
 * an asset had more fixes inside than that.
 */
import type { Position } from 'geojson';
import {
  arrayBatches,
  type ExportColumn,
  type ExportFeature,
  type ExportSource,
} from '../../exports/index.ts';
import type { AssetRow } from '../assets-repo.ts';
import type { AssetInside } from '../positions-within.ts';

const IDENTIFIERS = ['mmsi', 'imo', 'call_sign', 'icao24', 'registration', 'flight'] as const;

const COLUMNS: readonly ExportColumn[] = [
  { name: 'asset_id', type: 'string' },
  { name: 'kind', type: 'string' },
  { name: 'name', type: 'string' },
  ...IDENTIFIERS.map((name): ExportColumn => ({ name, type: 'string' })),
  { name: 'first_inside_at', type: 'timestamp' },
  { name: 'last_inside_at', type: 'timestamp' },
  { name: 'inside_s', type: 'integer' },
  { name: 'fixes_inside', type: 'integer' },
  { name: 'fixes_written', type: 'integer' },
];

function feature(found: AssetInside & { asset: AssetRow }): ExportFeature {
  const fixes = found.fixes ?? [];
  const { asset } = found;
  return {
    geometry:
      fixes.length === 0
        ? null
        : { type: 'MultiPoint', coordinates: fixes.map((f): Position => [f.lon, f.lat]) },
    times: fixes.map((fix) => fix.at),
    span: { from: found.firstInsideAt, to: found.lastInsideAt },
    label: asset.name ?? asset.id,
    properties: {
      asset_id: asset.id,
      kind: asset.kind,
      name: asset.name,
      ...Object.fromEntries(IDENTIFIERS.map((name) => [name, asset[name]])),
      first_inside_at: found.firstInsideAt,
      last_inside_at: found.lastInsideAt,
      inside_s: found.insideS,
      fixes_inside: found.fixesInside,
      fixes_written: fixes.length,
    },
  };
}

export function withinExport(
  listed: readonly (AssetInside & { asset: AssetRow })[],
  maxFixes: number,
): ExportSource {
  const cut = listed.filter((found) => found.fixesInside > (found.fixes?.length ?? 0)).length;
  return {
    name: 'assets-within',
    columns: COLUMNS,
    truncation:
      cut === 0
        ? null
        : `${cut} asset(s) had more than ${maxFixes} fixes inside: each holds its first ${maxFixes} (fixes_written), fixes_inside says how many there were. Narrow from and to for the rest.`,
    batches: arrayBatches(listed.map(feature)),
  };
}
