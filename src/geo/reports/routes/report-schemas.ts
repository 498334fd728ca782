/** The report as the API shows it, and the pieces the report routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { ReportContent } from '../render/report-content.ts';
import type { ReportSummaryRow } from '../reports-repo.ts';

export const ReportIdParams = Type.Object({ id: IdParam('report', 'The report id (`rpt_…`).') });

export const ReportSchema = Type.Object(
  {
    id: Type.String({ description: 'The report id (`rpt_…`).' }),
    status: StringEnum(['pending', 'running', 'completed', 'failed'] as const),
    subject: Type.Object({
      kind: StringEnum(['site', 'asset', 'case'] as const),
      id: Type.String(),
    }),
    period: Type.Object({
      from: Nullable(Timestamp('Start of the period; null for everything before `to`.')),
      to: Timestamp('End of the period (exclusive).'),
    }),
    content: Nullable(ref(ReportContent)),
    downloads: Nullable(
      Type.Object(
        {
          pdf: Type.String({ description: 'The PDF with a map.' }),
          geojson: Type.String({ description: 'The map’s features as a GeoJSON FeatureCollection.' }),
        },
        { description: 'Paths of the downloads, once completed.' },
      ),
    ),
    error: Nullable(Type.String({ description: 'Why the report failed.' })),
    created_at: Timestamp('When the report was asked for.'),
    completed_at: Nullable(Timestamp('When it completed or failed.')),
  },
  { $id: 'Report', description: 'A report on a site, an asset or a case.' },
);

export function serializeReport(row: ReportSummaryRow) {
  const completed = row.status === 'completed';
  return {
    id: row.id,
    status: row.status,
    subject: { kind: row.subject_kind, id: row.subject_id },
    period: {
      from: row.period_from === null ? null : toRfc3339(row.period_from),
      to: toRfc3339(row.period_to ?? row.created_at),
    },
    content: completed && row.content ? (JSON.parse(row.content) as ReportContent) : null,
    downloads: completed
      ? { pdf: `/v1/reports/${row.id}/pdf`, geojson: `/v1/reports/${row.id}/geojson` }
      : null,
    error: row.error,
    created_at: toRfc3339(row.created_at),
    completed_at: row.completed_at === null ? null : toRfc3339(row.completed_at),
  };
}
