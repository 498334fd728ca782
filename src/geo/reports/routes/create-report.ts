import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { ReportSchema, serializeReport } from './report-schemas.ts';
import { reportsRoute } from './reports-route.ts';

export const createReport = reportsRoute({
  method: 'POST',
  url: '/v1/reports',
  scope: 'reports:write',
  operationId: 'createReport',
  summary: 'Ask for a report',
  description:
    'Queues a report on a site (detections by type and over time, feedback, a map), an asset (its track, distance, time inside the workspace’s sites, a map) or a case (its items and a map), over an optional period. Answers 202 at once; `report.completed` announces the result, and `GET /v1/reports/:id` shows it.',
  tag: 'Reports',
  schema: {
    body: Type.Object(
      {
        subject: Type.Object(
          {
            kind: StringEnum(['site', 'asset', 'case'] as const),
            id: Type.String({ minLength: 1, maxLength: 100, description: 'The site, asset or case id.' }),
          },
          { additionalProperties: false },
        ),
        from: Type.Optional(Timestamp('Start of the period (inclusive); omitted: from the beginning.')),
        to: Type.Optional(Timestamp('End of the period (exclusive); omitted: now.')),
      },
      { additionalProperties: false },
    ),
    response: { 202: ref(ReportSchema) },
  },
  handler: async (request, reply, { reports }) => {
    const { subject, from, to } = request.body;
    const row = await reports.create(principalOf(request).workspaceId, {
      subject,
      from: from === undefined ? undefined : timestampField(from, '/from'),
      to: to === undefined ? undefined : timestampField(to, '/to'),
    });
    reply.code(202).header('location', `/v1/reports/${row.id}`);
    return serializeReport(row);
  },
});
