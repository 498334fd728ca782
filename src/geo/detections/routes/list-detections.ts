import { Type } from 'typebox';
import { Page, PageQuery, readCursor, readTimedPosition, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { invalidField } from '../../../lib/errors.ts';
import { IdParam, ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { ExportFormatQuery, sendExport, withExports } from '../../exports/index.ts';
import { detectionTypeProblem } from '../../sites/index.ts';
import { DetectionSchema, serializeDetection } from './detection-schemas.ts';
import { detectionsExport } from './detections-export.ts';
import { detectionsRoute } from './detections-route.ts';

export const listDetections = detectionsRoute({
  method: 'GET',
  url: '/v1/detections',
  scope: 'detections:read',
  operationId: 'listDetections',
  summary: 'List detections',
  description:
    'Detections of the workspace, newest observed first, filtered by site, type (repeat `type` for several), minimum confidence and an `observed_at` range (`from` inclusive, `to` exclusive).',
  tag: 'Detections',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        site_id: Type.Optional(IdParam('site', 'Only this site’s detections.')),
        type: Type.Optional(
          Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
            maxItems: 20,
            description: 'Only these types; repeat the parameter for several.',
          }),
        ),
        min_confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
        from: Type.Optional(Timestamp('Observed at or after this time.')),
        to: Type.Optional(Timestamp('Observed before this time.')),
        suppressed: Type.Optional(
          StringEnum(['exclude', 'include', 'only'] as const, {
            description:
              'Detections kept in an area muted by feedback (`suppressed_by` set): left out by default (`exclude`), listed with the rest (`include`), or alone (`only`).',
          }),
        ),
        format: Type.Optional(
          ExportFormatQuery(
            'A file of every matching detection (after `cursor`, if given) instead of a page: `limit` does not apply; at most 100,000 detections, the newest, and `Vigil-Truncated: true` when there are more. One feature per detection with its geometry (GPX: a waypoint at a point on it, and none for a detection without one, counted at the end).',
          ),
        ),
      },
      { additionalProperties: false },
    ),
    response: withExports(Page(ref(DetectionSchema), 'A page of detections.'), 'A page of detections.'),
  },
  handler: async (request, reply, { detections }) => {
    const { limit, cursor, site_id, type, min_confidence, from, to, suppressed, format } = request.query;
    const range = {
      from: from === undefined ? undefined : timestampField(from, '/query/from'),
      to: to === undefined ? undefined : timestampField(to, '/query/to'),
    };
    if (range.from !== undefined && range.to !== undefined && range.from >= range.to) {
      throw invalidField('/query/to', 'must be later than from');
    }
    type?.forEach((t, i) => {
      const problem = detectionTypeProblem(t);
      if (problem) throw invalidField(`/query/type/${i}`, problem);
    });
    const filters = {
      site_id,
      type: type ? [...new Set(type)].sort() : undefined,
      min_confidence,
      suppressed,
      ...range,
    };
    const position = readTimedPosition(readCursor(cursor, filters));
    const after = position && { observedAt: position.at, id: position.id };
    const workspaceId = principalOf(request).workspaceId;
    const query = {
      siteId: site_id,
      types: filters.type,
      minConfidence: min_confidence,
      suppressed,
      ...range,
    };
    if (format !== undefined) {
      return sendExport(reply, format, await detectionsExport(detections, workspaceId, query, after));
    }
    const rows = await detections.list(workspaceId, query, { limit: limit + 1, after });
    return toPage(rows, limit, filters, (row) => `${row.observed_at}.${row.id}`, serializeDetection);
  },
});
