/**
 * Derives the port gazetteer Vigil ships (`resources/ports/world-port-index.json`) from the National
 * Geospatial-Intelligence Agency's World Port Index (Pub. 150, `UpdatedPub150.csv`, public domain).
 * Run: `node scripts/derive-ports.ts PATH/TO/UpdatedPub150.csv` (writes the file; see
 * resources/ports/README.md). The test that the shipped file is this derivation of the published one
 * imports `derivePorts` from here.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

export interface GazetteerPort {
  /** The World Port Index number; a few are fractional (49454.5, a port added between two). */
  wpi: number;
  name: string;
  alternate_name: string | null;
  /** UN/LOCODE, five characters (`NLRTM`), without the space the index sometimes puts in. */
  unlocode: string | null;
  country: string | null;
  water_body: string | null;
  /** The index's harbour size: `Very Small`, `Small`, `Medium`, `Large`, or null when not given. */
  harbor_size: string | null;
  /** The index's harbour type, e.g. `Coastal (Breakwater)`, `River (Natural)`, `Open Roadstead`. */
  harbor_type: string | null;
  /** Depths in metres as the index gives them; null where it gives none (0 in the file). */
  channel_depth_m: number | null;
  anchorage_depth_m: number | null;
  cargo_pier_depth_m: number | null;
  lon: number;
  lat: number;
}

export interface Gazetteer {
  source: string;
  source_sha256: string;
  attribution: string;
  /** Rows of the published file left out, and why. */
  left_out: { wpi: number; name: string; reason: string }[];
  ports: GazetteerPort[];
}

export const ATTRIBUTION =
  'World Port Index (Pub. 150), National Geospatial-Intelligence Agency; public domain (a work of the U.S. Government).';

const text = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A depth of 0 in the index means "not given", not a dry berth. */
const depth = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Six decimals of a degree are about 10 cm: the index's own precision is coarser. */
const degrees = (value: string | undefined): number => Math.round(Number(value) * 1e6) / 1e6;

export function derivePorts(csv: string): Gazetteer {
  const rows = parse(csv, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const ports: GazetteerPort[] = [];
  const left_out: Gazetteer['left_out'] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    const wpi = Number(row['World Port Index Number']);
    const name = text(row['Main Port Name']) ?? '';
    const lat = degrees(row.Latitude);
    const lon = degrees(row.Longitude);
    if (
      !(Number.isFinite(wpi) && wpi > 0) ||
      name === '' ||
      !(Math.abs(lat) <= 90) ||
      !(Math.abs(lon) <= 180)
    ) {
      left_out.push({ wpi, name, reason: 'no index number, name or position' });
      continue;
    }
    // The published file lists two ports twice under one number (e.g. 400, Seydisfjordur, and
    // 49460, Machilipatnam): the first row of a number is kept.
    if (seen.has(wpi)) {
      left_out.push({ wpi, name, reason: 'a second row for an index number already listed' });
      continue;
    }
    seen.add(wpi);
    const locode = text(row['UN/LOCODE'])?.replace(/\s+/g, '') ?? null;
    ports.push({
      wpi,
      name,
      alternate_name: text(row['Alternate Port Name']),
      unlocode: locode !== null && /^[A-Z]{2}[A-Z2-9]{3}$/.test(locode) ? locode : null,
      country: text(row['Country Code']),
      water_body: text(row['World Water Body']),
      harbor_size: text(row['Harbor Size']),
      harbor_type: text(row['Harbor Type']),
      channel_depth_m: depth(row['Channel Depth (m)']),
      anchorage_depth_m: depth(row['Anchorage Depth (m)']),
      cargo_pier_depth_m: depth(row['Cargo Pier Depth (m)']),
      lon,
      lat,
    });
  }
  ports.sort((a, b) => a.wpi - b.wpi);
  return {
    source: 'UpdatedPub150.csv, World Port Index (Pub. 150)',
    source_sha256: createHash('sha256').update(csv).digest('hex'),
    attribution: ATTRIBUTION,
    left_out,
    ports,
  };
}

/** One port a line, so that a new edition's changes read as a diff. */
export function renderGazetteer(gazetteer: Gazetteer): string {
  const { ports, ...head } = gazetteer;
  const header = JSON.stringify(head).slice(0, -1);
  return `${header},"ports":[\n${ports.map((port) => JSON.stringify(port)).join(',\n')}\n]}\n`;
}

export const GAZETTEER_FILE = fileURLToPath(
  new URL('../resources/ports/world-port-index.json', import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: node scripts/derive-ports.ts PATH/TO/UpdatedPub150.csv');
    process.exit(2);
  }
  const gazetteer = derivePorts(readFileSync(source, 'utf8'));
  writeFileSync(GAZETTEER_FILE, renderGazetteer(gazetteer));
  console.log(
    `${gazetteer.ports.length} ports written to ${GAZETTEER_FILE}; ${gazetteer.left_out.length} rows left out`,
  );
}
