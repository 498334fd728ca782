/** A watch and a bulk import as the API shows them. */
import { type Static, Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import type {
  WatchImportsTable as WatchImportRow,
  WatchesTable as WatchRow,
} from '../../../store/database.ts';

export const WatchIdParams = Type.Object({ id: IdParam('watch', 'The watch (`wch_…`).') });
export const WatchImportIdParams = Type.Object({ id: IdParam('watchImport', 'The import (`wimp_…`).') });

const Band = StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const);
type Band = Static<typeof Band>;
const isBand = (value: string | null): value is Band =>
  value === 'none' || value === 'low' || value === 'medium' || value === 'high' || value === 'severe';

export const WatchInput = Type.Object(
  {
    chain: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'A chain name or ticker, e.g. `ethereum`, `BTC`.',
    }),
    address: Type.String({ minLength: 1, maxLength: 200 }),
    reference: Type.Optional(
      Type.String({ maxLength: 200, description: 'Yours: a customer or account id, to find the watch by.' }),
    ),
  },
  { $id: 'WatchInput', additionalProperties: false, description: 'One address to watch.' },
);

export const WatchSchema = Type.Object(
  {
    id: Type.String({ description: 'The watch (`wch_…`).' }),
    chain: Type.String({ description: 'The canonical chain name.' }),
    address: Type.String({ description: 'The address, normalised for its chain.' }),
    reference: Nullable(Type.String()),
    created_at: Timestamp('When it was watched.'),
    created_by: Nullable(Type.String({ description: 'The key that added it.' })),
    risk_score: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
    risk_category: Nullable(Band),
    sanctions_hit: Nullable(Type.Boolean()),
    screening_id: Nullable(
      Type.String({
        description:
          'Its latest screening (`GET /v1/screenings/{id}`): made when it was added, or when its outcome last changed.',
      }),
    ),
    screened_at: Nullable(Timestamp('When that screening was made.')),
  },
  {
    $id: 'Watch',
    additionalProperties: false,
    description: 'An address the workspace keeps under watch, with its outcome last recorded.',
  },
);

const ImportLineSchema = Type.Object(
  {
    line: Type.Integer({
      description: 'Its number: the array index + 1, or the CSV line counted after the header.',
    }),
    status: StringEnum(['exists', 'duplicate', 'rejected'] as const, {
      description:
        '`exists`: watched before; `duplicate`: named earlier in this import; `rejected`: see `error`.',
    }),
    error: Type.Optional(Type.String({ description: 'What is wrong with the line.' })),
    pointer: Type.Optional(
      Type.String({ description: 'The field at fault: `/chain`, `/address`, `/reference`.' }),
    ),
  },
  { additionalProperties: false },
);

/** One line of an import's report. */
export type ImportLine = Static<typeof ImportLineSchema>;

export const WatchImportSchema = Type.Object(
  {
    id: Type.String({ description: 'The import (`wimp_…`).' }),
    status: StringEnum(['queued', 'running', 'done', 'failed'] as const),
    format: StringEnum(['json', 'csv'] as const),
    total: Type.Integer({ description: 'Lines sent.' }),
    created: Type.Integer({ description: 'New watches (each screened).' }),
    existing: Type.Integer({ description: 'Lines of an address watched already, or named twice.' }),
    rejected: Type.Integer({ description: 'Lines that are not a watch (see `lines`).' }),
    lines: Type.Array(ImportLineSchema, {
      description: 'Every line that did not make a new watch, and why; the others did.',
    }),
    created_at: Timestamp('When it was sent.'),
    finished_at: Nullable(Timestamp('When it finished.')),
  },
  {
    $id: 'WatchImport',
    additionalProperties: false,
    description: 'A bulk add of watches and its per-line report.',
  },
);

export function serializeWatch(row: WatchRow) {
  return {
    id: row.id,
    chain: row.chain,
    address: row.address,
    reference: row.reference,
    created_at: toRfc3339(row.created_at),
    created_by: row.created_by,
    risk_score: row.risk_score,
    risk_category: isBand(row.risk_category) ? row.risk_category : null,
    sanctions_hit: row.sanctions_hit === null ? null : row.sanctions_hit === 1,
    screening_id: row.screening_id,
    screened_at: row.screened_at === null ? null : toRfc3339(row.screened_at),
  };
}

export const importStatusOf = (row: WatchImportRow) => ({
  id: row.id,
  status: row.status,
  format: row.format,
  total: row.total,
  created: row.created,
  existing: row.existing,
  rejected: row.rejected,
  lines: row.report === null ? [] : (JSON.parse(row.report) as ImportLine[]),
  created_at: toRfc3339(row.created_at),
  finished_at: row.finished_at === null ? null : toRfc3339(row.finished_at),
});
