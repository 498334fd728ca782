import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { invalidField } from '../../../lib/errors.ts';
import { ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { SEVERITIES, type Severity } from '../../agents/index.ts';
import { serializeThreat, THREAT_STATUSES, ThreatSchema } from './threat-schemas.ts';
import { threatsRoute } from './threats-route.ts';

export const listThreats = threatsRoute({
  method: 'GET',
  url: '/v1/threats',
  scope: 'threats:read',
  operationId: 'listThreats',
  summary: 'List threats',
  description:
    'Threats of the workspace, newest first. Without `status`, open and closed ones (merged ones only with `status=merged`). `severity` (repeat for several) keeps those severities exactly; `min_severity` keeps that one and above. `from` (inclusive) and `to` (exclusive) keep threats whose activity overlaps the range (`last_seen_at` ≥ from, `first_seen_at` < to). `typology` keeps threats holding an alert of it.',
  tag: 'Threats',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        status: Type.Optional(StringEnum(THREAT_STATUSES)),
        severity: Type.Optional(
          Type.Array(StringEnum(SEVERITIES), { maxItems: 4, description: 'Only these severities.' }),
        ),
        min_severity: Type.Optional(StringEnum(SEVERITIES, { description: 'Only this severity and above.' })),
        typology: Type.Optional(
          Type.String({
            pattern: '^[a-z][a-z0-9_]*$',
            maxLength: 80,
            description: 'Only threats with an alert of this typology, e.g. `peel_chain`.',
          }),
        ),
        from: Type.Optional(Timestamp('Activity at or after this time.')),
        to: Type.Optional(Timestamp('Activity before this time.')),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(ThreatSchema), 'A page of threats.') },
  },
  handler: async (request, _reply, { threats }) => {
    const { limit, cursor, status, severity, min_severity, typology, from, to } = request.query;
    const range = {
      from: from === undefined ? undefined : timestampField(from, '/query/from'),
      to: to === undefined ? undefined : timestampField(to, '/query/to'),
    };
    if (range.from !== undefined && range.to !== undefined && range.from >= range.to) {
      throw invalidField('/query/to', 'must be later than from');
    }
    const floor = min_severity === undefined ? 0 : SEVERITIES.indexOf(min_severity);
    const severities =
      severity === undefined && min_severity === undefined
        ? undefined
        : SEVERITIES.filter(
            (s: Severity, rank) => rank >= floor && (severity === undefined || severity.includes(s)),
          );
    const filters = { status, severities, typology, ...range };
    const before = readCursor(cursor, filters);
    const rows = await threats.list(principalOf(request).workspaceId, filters, { limit: limit + 1, before });
    return toPage(rows, limit, filters, (row) => row.threat.id, serializeThreat);
  },
});
