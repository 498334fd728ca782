/**
 * Small, realistic report contents for the render tests, built deterministically (a seeded
 * generator, fixed times) so PDFs and features compare across runs.
 */
import type {
  AssetReportContent,
  CaseReportContent,
  SiteReportContent,
} from '../../../../src/geo/reports/render/report-content.ts';
import { seededRandom } from '../../../../src/lib/seeded-random.ts';

const GENERATED_AT = '2025-03-11T06:00:00.000Z';
const PERIOD = { from: '2025-03-01T00:00:00.000Z', to: '2025-03-11T00:00:00.000Z' };
const DAY_MS = 86_400_000;

/** A lon/lat box as an RFC 7946 polygon (exterior ring counter-clockwise). */
export function boxPolygon(west: number, south: number, east: number, north: number) {
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

const DETECTION_TYPES = ['vessel_presence', 'loitering', 'dark_activity'] as const;

interface SiteOptions {
  id?: string;
  name?: string | null;
  title?: string;
  /** [west, south, east, north]; west > east crosses the antimeridian. */
  box?: [number, number, number, number];
  detections?: number;
  seed?: number;
}

/** A site off the Maasvlakte, Rotterdam, with ~40 detections of three types over ten days. */
export function siteContent(options: SiteOptions = {}): SiteReportContent {
  const [west, south, east, north] = options.box ?? [3.9, 51.95, 4.02, 52.03];
  const count = options.detections ?? 40;
  const random = seededRandom(options.seed ?? 7);
  const span = east >= west ? east - west : east + 360 - west;
  const wrap = (lon: number) => (lon > 180 ? lon - 360 : lon);
  const latest = Array.from({ length: count }, (_, i) => {
    const observed = Date.parse(PERIOD.to) - Math.floor(((i + random()) / count) * 10 * DAY_MS);
    const r = random();
    return {
      id: `det_${String(i + 1).padStart(4, '0')}`,
      // Every third detection, from a track, names the vessel it concerns.
      assets:
        i % 3 === 0
          ? [{ id: 'ast_01JNVESSELNORDICTERN0000', name: 'NORDIC TERN', mmsi: '244123456', icao24: null }]
          : [],
      type: DETECTION_TYPES[i % 3] ?? 'vessel_presence',
      confidence: Math.round((0.55 + random() * 0.44) * 100) / 100,
      observed_at: new Date(observed).toISOString(),
      geometry:
        i % 13 === 12
          ? null
          : {
              type: 'Point' as const,
              coordinates: [
                wrap(west + span * (0.1 + 0.8 * random())),
                south + (north - south) * (0.1 + 0.8 * random()),
              ],
            },
      at_site: true,
      chips: [],
      useful: r < 0.45 ? true : r < 0.65 ? false : null,
    };
  });
  const byType = DETECTION_TYPES.map((type) => {
    const ofType = latest.filter((d) => d.type === type);
    const mean = ofType.reduce((sum, d) => sum + d.confidence, 0) / Math.max(ofType.length, 1);
    return { type, count: ofType.length, mean_confidence: Math.round(mean * 1000) / 1000 };
  }).filter((t) => t.count > 0);
  const byDay = Array.from({ length: count === 0 ? 0 : 10 }, (_, day) => {
    const date = new Date(Date.parse(PERIOD.from) + day * DAY_MS).toISOString().slice(0, 10);
    return { date, count: latest.filter((d) => d.observed_at.startsWith(date)).length };
  });
  const useful = latest.filter((d) => d.useful === true).length;
  const notUseful = latest.filter((d) => d.useful === false).length;
  return {
    kind: 'site',
    title: options.title ?? 'Maasvlakte approaches, 1–11 March 2025',
    generated_at: GENERATED_AT,
    period: PERIOD,
    site: {
      id: options.id ?? 'site_01JNRTMAASVLAKTE0000000',
      name: options.name === undefined ? 'Maasvlakte approaches' : options.name,
      status: 'active',
      area_km2: 73.9,
      center: [wrap(west + span / 2), (south + north) / 2],
      boundary: boxPolygon(west, south, east, north),
      detection_types: [...DETECTION_TYPES],
    },
    detections: {
      total: count,
      by_type: byType,
      by_day: byDay,
      feedback: {
        useful,
        not_useful: notUseful,
        unrated: count - useful - notUseful,
        useful_share: useful + notUseful === 0 ? null : useful / (useful + notUseful),
      },
      latest,
    },
  };
}

/** A site across the antimeridian by Taveuni, Fiji. */
export function antimeridianSiteContent(): SiteReportContent {
  return siteContent({
    id: 'site_01JNFIJITAVEUNI000000000',
    name: 'Taveuni strait',
    title: 'Taveuni strait, 1–11 March 2025',
    box: [179.9, -16.9, -179.9, -16.7],
    detections: 12,
    seed: 3,
  });
}

export function emptySiteContent(): SiteReportContent {
  return siteContent({ title: 'Quiet site, 1–11 March 2025', detections: 0, name: null });
}

/** A vessel from Rotterdam across the North Sea to Aberdeen, entering the Maasvlakte site once. */
export function assetContent(options: { points?: number } = {}): AssetReportContent {
  const n = options.points ?? 240;
  const from: [number, number] = [4.03, 51.98];
  const to: [number, number] = [-2.05, 57.14];
  const random = seededRandom(11);
  const line = Array.from({ length: n }, (_, i): [number, number] => {
    const t = n === 1 ? 0 : i / (n - 1);
    // A gentle bow east of the straight line, as ships keep off the English coast.
    const bow = Math.sin(t * Math.PI) * 1.2;
    return [
      Math.round((from[0] + (to[0] - from[0]) * t + bow + (random() - 0.5) * 0.02) * 1e5) / 1e5,
      Math.round((from[1] + (to[1] - from[1]) * t + (random() - 0.5) * 0.02) * 1e5) / 1e5,
    ];
  });
  const start = Date.parse('2025-03-04T08:00:00.000Z');
  return {
    kind: 'asset',
    title: 'Nordic Tern, 1–11 March 2025',
    generated_at: GENERATED_AT,
    period: PERIOD,
    asset: {
      id: 'ast_01JNVESSELNORDICTERN0000',
      kind: 'vessel',
      name: 'NORDIC TERN',
      identifiers: { mmsi: '244123456', imo: '9321483', call_sign: 'PBXY' },
    },
    track: {
      points: n === 0 ? 0 : n * 3,
      first_at: n === 0 ? null : new Date(start).toISOString(),
      last_at: n === 0 ? null : new Date(start + 41 * 3_600_000).toISOString(),
      distance_km: n === 0 ? 0 : 742.6,
      max_speed_kn: n === 0 ? null : 14.2,
      mean_speed_kn: n === 0 ? null : 10.8,
      line,
    },
    last_position: n === 0 ? null : { at: '2025-03-05T23:00:00.000Z', lon: 4.0, lat: 52.0 },
    sites:
      n === 0
        ? []
        : [
            {
              site_id: 'site_01JNRTMAASVLAKTE0000000',
              name: 'Maasvlakte approaches',
              boundary: boxPolygon(3.9, 51.95, 4.02, 52.03),
              entries: 1,
              time_inside_s: 2_340,
            },
          ],
  };
}

/** A vessel along 50°N from 179.5°E to 179.5°W, across the antimeridian. */
export function antimeridianAssetContent(): AssetReportContent {
  const content = assetContent();
  const line: [number, number][] = [
    [179.5, 50],
    [179.75, 50],
    [-179.75, 50],
    [-179.5, 50],
  ];
  return {
    ...content,
    title: 'Bering crossing',
    track: { ...content.track, points: line.length, distance_km: 71.6, line },
    last_position: { at: '2025-03-05T23:00:00.000Z', lon: -179.5, lat: 50 },
    sites: [],
  };
}

export function emptyAssetContent(): AssetReportContent {
  return assetContent({ points: 0 });
}

/** A case gathering the site, one of its detections, the vessel and a note. */
export function caseContent(): CaseReportContent {
  const site = siteContent();
  const detection = site.detections.latest[0];
  return {
    kind: 'case',
    title: 'Case: suspected transshipment off the Maasvlakte',
    generated_at: GENERATED_AT,
    period: PERIOD,
    case: {
      id: 'case_01JNCASETRANSSHIP000000',
      title: 'Suspected transshipment off the Maasvlakte',
      description:
        'Two vessels met inside the Maasvlakte approaches site on 4 March with AIS off for about forty minutes. Collected here for review by the maritime desk.',
      status: 'open',
      created_at: '2025-03-05T09:12:00.000Z',
    },
    items: [
      {
        id: 'itm_01',
        kind: 'site',
        ref_id: site.site.id,
        note: null,
        added_at: '2025-03-05T09:13:00.000Z',
        label: 'Maasvlakte approaches',
        details: [
          { label: 'Area', value: '73.9 km²' },
          { label: 'Status', value: 'active' },
        ],
        geometry: site.site.boundary,
      },
      {
        id: 'itm_02',
        kind: 'detection',
        ref_id: detection?.id ?? 'det_0001',
        note: 'Loitering for 40 minutes next to NORDIC TERN.',
        added_at: '2025-03-05T09:15:00.000Z',
        label: 'loitering, 87 % confidence',
        details: [
          { label: 'Observed', value: '2025-03-04 10:20 UTC' },
          { label: 'Confidence', value: '87 %' },
        ],
        geometry: { type: 'Point', coordinates: [3.97, 51.99] },
      },
      {
        id: 'itm_03',
        kind: 'asset',
        ref_id: 'ast_01JNVESSELNORDICTERN0000',
        note: null,
        added_at: '2025-03-05T09:20:00.000Z',
        label: 'NORDIC TERN (MMSI 244123456)',
        details: [
          { label: 'Kind', value: 'vessel' },
          { label: 'Last position', value: '52.0100°N 3.9400°E at 2025-03-04 11:02 UTC' },
        ],
        geometry: { type: 'Point', coordinates: [3.94, 52.01] },
      },
      {
        id: 'itm_04',
        kind: 'note',
        ref_id: null,
        note: 'Harbour master confirms no bunkering permit was issued for 4 March. Ask the coast guard for radar.',
        added_at: '2025-03-06T14:00:00.000Z',
        label: 'Harbour master call',
        details: [],
        geometry: null,
      },
    ],
  };
}
