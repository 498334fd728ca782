/**
 * Independent readers for the export tests: GDAL's `ogr2ogr` (Debian gdal-bin) turns CSV, GeoJSON,
 * KML and GPX into GeoJSON we then inspect; Apache Arrow's pyarrow reads GeoParquet (Debian's GDAL
 * 3.6 has no Parquet driver). `.ci/exports` installs both; locally, without them, the tests are
 * skipped with that command, and in CI (CI=true) they fail.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const VENV = process.env.VIGIL_EXPORT_READERS ?? join(homedir(), '.cache', 'vigil', 'export-readers');
const PYTHON = join(VENV, 'bin', 'python');

function works(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

// Asked once per process: the unit and app tiers' workers keep modules across test files, and each
// check is a child process (a python importing pyarrow), which a worker's large heap makes dear to start.
let installed: boolean | undefined;

/** Whether the readers are installed; in CI their absence is a failure, not a skip. */
export function readersPresent(): boolean {
  installed ??=
    works('ogr2ogr', ['--version']) && works(PYTHON, ['-c', 'import pyarrow.parquet; from osgeo import ogr']);
  if (installed) return true;
  const message = `The export readers (GDAL's ogr2ogr, pyarrow in ${VENV}) are missing: the export tests ${process.env.CI === 'true' ? 'FAIL in CI' : 'are skipped'}. Install them with: bash .ci/exports`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(message);
  return false;
}

export interface OgrFeature {
  type: 'Feature';
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}

/** `read` given the path of `body` saved as `name` in a directory of its own, removed afterwards. */
function fromSaved<T>(body: Buffer | string, name: string, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-export-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, body);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The features GDAL reads from `body` (saved as `name`, whose extension picks the driver), from
 * `layer` when the format has several (GPX: `waypoints`, `tracks`, `track_points`).
 */
export function ogrRead(
  body: Buffer | string,
  name: string,
  options: { layer?: string; open?: string[] } = {},
): { features: OgrFeature[] } {
  const out = fromSaved(body, name, (input) =>
    execFileSync(
      'ogr2ogr',
      [
        '-f',
        'GeoJSON',
        '/vsistdout/',
        input,
        ...(options.open ?? []).flatMap((option) => ['-oo', option]),
        ...(options.layer === undefined ? [] : [options.layer]),
      ],
      { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
    ),
  );
  return JSON.parse(out) as { features: OgrFeature[] };
}

/** The layers GDAL finds in the file and their feature counts (`ogrinfo -so`). */
export function ogrLayers(body: Buffer | string, name: string): Record<string, number> {
  const out = fromSaved(body, name, (input) =>
    execFileSync('ogrinfo', ['-ro', '-al', '-so', input], { encoding: 'utf8' }),
  );
  const layers: Record<string, number> = {};
  let layer = '';
  for (const line of out.split('\n')) {
    const named = /^Layer name: (.*)$/.exec(line);
    if (named?.[1] !== undefined) layer = named[1];
    const count = /^Feature Count: (\d+)$/.exec(line);
    if (count?.[1] !== undefined) layers[layer] = Number(count[1]);
  }
  return layers;
}

export interface ParquetRead {
  geo: {
    version: string;
    primary_column: string;
    columns: Record<string, { encoding: string; geometry_types: string[]; bbox?: number[] }>;
  } | null;
  metadata: Record<string, string>;
  schema: Record<string, string>;
  rows: Record<string, unknown>[];
}

export function parquetRead(body: Buffer): ParquetRead {
  const out = fromSaved(body, 'export.parquet', (input) =>
    execFileSync(PYTHON, [join(import.meta.dirname, 'read-geoparquet.py'), input], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    }),
  );
  return JSON.parse(out) as ParquetRead;
}
