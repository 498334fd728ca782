import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ReportIdParams } from './report-schemas.ts';
import { reportsRoute } from './reports-route.ts';

export const getReportGeojson = reportsRoute({
  method: 'GET',
  url: '/v1/reports/:id/geojson',
  scope: 'reports:read',
  operationId: 'getReportGeojson',
  summary: 'Download a report’s map features as GeoJSON',
  description:
    'A FeatureCollection of what the report’s map shows (site boundaries, detections, the track, case items), each with a `role` property; 409 until the report is completed.',
  tag: 'Reports',
  schema: {
    params: ReportIdParams,
    response: {
      200: {
        description: 'A GeoJSON FeatureCollection.',
        content: {
          'application/geo+json': {
            schema: Type.Object(
              {
                type: Type.Literal('FeatureCollection'),
                features: Type.Array(Type.Unknown()),
              },
              { title: 'FeatureCollection' },
            ),
          },
        },
      },
    },
  },
  handler: async (request, reply, { reports }) => {
    const collection = await reports.geojson(principalOf(request).workspaceId, request.params.id);
    return reply.type('application/geo+json').send(collection);
  },
});
