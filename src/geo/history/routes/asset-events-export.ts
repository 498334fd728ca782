/**
 * `GET /v1/asset-events?format=…`: the events a listing would page through, as a file, one
 * feature per event at its point (the entry, the episode's mean position, the gap's last fix),
 * newest start first, the evidence as JSON text. At most `EXPORT_MAX_FEATURES`; past that the
 * file says it is truncated, and the oldest start it holds is where to narrow `to` for the rest.
 */
import {
  EXPORT_MAX_FEATURES,
  type ExportColumn,
  type ExportFeature,
  type ExportSource,
  mapBatches,
  pagedBatches,
} from '../../exports/index.ts';
import type { AssetEventQuery, AssetEventRow } from '../asset-events-repo.ts';
import type { AssetEventsService } from '../asset-events-service.ts';

const COLUMNS: readonly ExportColumn[] = [
  { name: 'id', type: 'string' },
  { name: 'kind', type: 'string' },
  { name: 'asset_id', type: 'string' },
  { name: 'other_asset_id', type: 'string' },
  { name: 'zone_kind', type: 'string' },
  { name: 'zone_id', type: 'string' },
  { name: 'rule_id', type: 'string' },
  { name: 'site_id', type: 'string' },
  { name: 'port_id', type: 'string' },
  { name: 'start', type: 'timestamp' },
  { name: 'end', type: 'timestamp' },
  { name: 'duration_s', type: 'integer' },
  { name: 'ongoing', type: 'boolean' },
  { name: 'late', type: 'boolean' },
  { name: 'evidence', type: 'string' },
];

function feature(row: AssetEventRow): ExportFeature {
  const start = Number(row.started_at);
  return {
    geometry: { type: 'Point', coordinates: [row.lon, row.lat] },
    time: start,
    label: `${row.kind} ${row.asset_id}`,
    properties: {
      id: row.id,
      kind: row.kind,
      asset_id: row.asset_id,
      other_asset_id: row.other_asset_id,
      zone_kind: row.zone_kind,
      zone_id: row.zone_id,
      rule_id: row.rule_id,
      site_id: row.site_id,
      port_id: row.port_id,
      start,
      end: row.ended_at === null ? null : Number(row.ended_at),
      duration_s: row.duration_s,
      ongoing: row.ended_at === null,
      late: row.late === 1,
      evidence: row.evidence,
    },
  };
}

export async function assetEventsExport(
  assetEvents: AssetEventsService,
  workspaceId: string,
  query: Omit<AssetEventQuery, 'now' | 'limit'>,
): Promise<ExportSource> {
  const matching = await assetEvents.count(workspaceId, query, EXPORT_MAX_FEATURES + 1);
  const pages = pagedBatches<AssetEventRow>(
    (last, limit) =>
      assetEvents.list(workspaceId, {
        ...query,
        after: last === undefined ? query.after : { startedAt: Number(last.started_at), id: last.id },
        limit,
      }),
    EXPORT_MAX_FEATURES,
  );
  return {
    name: 'asset-events',
    columns: COLUMNS,
    truncation:
      matching > EXPORT_MAX_FEATURES
        ? `more than ${EXPORT_MAX_FEATURES} events match; this file holds the ${EXPORT_MAX_FEATURES} with the latest start. Ask again with \`to\` set to the earliest start here for the rest.`
        : null,
    batches: mapBatches(pages, feature),
  };
}
