import { Type } from 'typebox';
import { Page, PageQuery, readCursor, readTimedPosition, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { ScreeningSummarySchema } from './screening-record-schemas.ts';
import { screeningRecordsRoute } from './screening-route.ts';

export const listScreenings = screeningRecordsRoute({
  method: 'GET',
  url: '/v1/screenings',
  scope: 'screening:read',
  operationId: 'listScreenings',
  summary: 'List past screenings',
  description:
    'Every screening the workspace asked for, and every one Vigil made itself of a watched address, newest first. `chain`, `address` (with `chain`), `risk_category`, `from` and `to` (the time screened) narrow the list. `GET /v1/screenings/{id}` shows one with everything it used.',
  tag: 'Screening',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        chain: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        address: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 200,
            description: 'The address screened (a transaction’s riskiest party); needs `chain`.',
          }),
        ),
        risk_category: Type.Optional(StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const)),
        from: Type.Optional(Timestamp('Screened at or after this time.')),
        to: Type.Optional(Timestamp('Screened before this time.')),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(ScreeningSummarySchema), 'A page of past screenings.') },
  },
  handler: async (request, _reply, { screeningRecords }) => {
    const { limit, cursor, ...filters } = request.query;
    const before = readTimedPosition(readCursor(cursor, filters));
    const rows = await screeningRecords.list(
      principalOf(request).workspaceId,
      {
        ...filters,
        from: filters.from === undefined ? undefined : timestampField(filters.from, '/query/from'),
        to: filters.to === undefined ? undefined : timestampField(filters.to, '/query/to'),
      },
      { limit: limit + 1, before },
    );
    return toPage(
      rows,
      limit,
      filters,
      (row) => `${row.screenedAt}.${row.id}`,
      (row) => row.summary,
    );
  },
});
