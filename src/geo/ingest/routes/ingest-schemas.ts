/** What the ingest endpoints answer, and their body limit. */
import { Type } from 'typebox';

/** API.md §2: 16 MiB on ingest endpoints. */
export const INGEST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const IngestResultSchema = Type.Object(
  {
    accepted: Type.Integer({ minimum: 0, description: 'Items or lines stored.' }),
    rejected: Type.Integer({ minimum: 0, description: 'Items or lines refused.' }),
    errors: Type.Array(
      Type.Object({
        index: Type.Optional(Type.Integer({ description: 'The refused item (JSON), from 0.' })),
        line: Type.Optional(Type.Integer({ description: 'The refused line (text), from 1.' })),
        detail: Type.String({ description: 'What is wrong with it.' }),
      }),
    ),
  },
  { $id: 'IngestResult', description: 'What was kept and what was refused, one by one.' },
);
