/** A case report: the case and each item with a label, its facts, and where it is. */
import { toRfc3339 } from '../../../lib/clock.ts';
import type { ResolvedItem } from '../../cases/index.ts';
import type { CaseReportContent, ReportGeometry } from '../render/report-content.ts';
import type { ReportRequest, ReportSources } from './report-sources.ts';

type Item = CaseReportContent['items'][number];

export async function buildCaseReport(
  sources: ReportSources,
  request: ReportRequest,
): Promise<CaseReportContent> {
  const found = await sources.cases.get(request.workspaceId, request.subjectId);
  const siteIds = found.items.flatMap((i) => (i.resource?.kind === 'site' ? [i.resource.row.id] : []));
  // Site rows carry their boundary as stored text; the site service parses it.
  const boundaries = new Map(
    (await sources.sites.listAll(request.workspaceId))
      .filter((site) => siteIds.includes(site.row.id))
      .map((site) => [site.row.id, site.boundary]),
  );
  const inPeriod = (at: number) => (request.from === null || at >= request.from) && at < request.to;
  return {
    kind: 'case',
    title: `Case report: ${found.case.title}`,
    generated_at: toRfc3339(request.generatedAt),
    period: { from: request.from === null ? null : toRfc3339(request.from), to: toRfc3339(request.to) },
    case: {
      id: found.case.id,
      title: found.case.title,
      description: found.case.description,
      status: found.case.status,
      created_at: toRfc3339(found.case.created_at),
    },
    items: found.items.filter((item) => inPeriod(item.created_at)).map((item) => describe(item, boundaries)),
  };
}

function describe(item: ResolvedItem, boundaries: Map<string, ReportGeometry>): Item {
  const base = {
    id: item.id,
    kind: item.kind,
    ref_id: item.ref_id,
    note: item.note,
    added_at: toRfc3339(item.created_at),
  };
  const { resource } = item;
  if (resource === null) {
    return {
      ...base,
      label: item.kind === 'note' ? firstLine(item.note ?? '') : `${item.ref_id ?? ''} (no longer visible)`,
      details: [],
      geometry: null,
    };
  }
  switch (resource.kind) {
    case 'site': {
      const site = resource.row;
      return {
        ...base,
        label: site.name ?? site.id,
        details: [
          { label: 'Status', value: site.status },
          { label: 'Area', value: `${site.area_km2.toFixed(2)} km²` },
          { label: 'Detections', value: String(site.detections_total) },
          {
            label: 'Last detection',
            value: site.last_detection_at === null ? 'none' : toRfc3339(site.last_detection_at),
          },
        ],
        geometry: boundaries.get(site.id) ?? null,
      };
    }
    case 'detection': {
      const detection = resource.row;
      return {
        ...base,
        label: `${detection.type} at ${toRfc3339(detection.observed_at).slice(0, 16).replace('T', ' ')} UTC`,
        details: [
          { label: 'Site', value: detection.site_id },
          { label: 'Confidence', value: detection.confidence.toFixed(2) },
          { label: 'Observed', value: toRfc3339(detection.observed_at) },
          {
            label: 'Feedback',
            value: detection.useful === null ? 'none' : detection.useful === 1 ? 'useful' : 'not useful',
          },
        ],
        geometry: detection.geometry ? (JSON.parse(detection.geometry) as ReportGeometry) : null,
      };
    }
    case 'asset': {
      const asset = resource.row;
      const ids = [
        asset.mmsi && `MMSI ${asset.mmsi}`,
        asset.imo && `IMO ${asset.imo}`,
        asset.icao24 && `ICAO ${asset.icao24}`,
      ];
      return {
        ...base,
        label: asset.name ?? asset.mmsi ?? asset.icao24 ?? asset.id,
        details: [
          { label: 'Identifiers', value: ids.filter(Boolean).join(', ') || 'none' },
          { label: 'Last seen', value: asset.last_at === null ? 'never' : toRfc3339(asset.last_at) },
        ],
        geometry:
          asset.last_lon === null || asset.last_lat === null
            ? null
            : { type: 'Point', coordinates: [asset.last_lon, asset.last_lat] },
      };
    }
  }
}

/** A note's first line, short enough for a heading. */
function firstLine(note: string): string {
  const line = note.split('\n', 1)[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line || 'Note';
}
