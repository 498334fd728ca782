/** What the ingest endpoints answer, and their body limit. */
import { Type } from 'typebox';

/** API.md §2: 16 MiB on ingest endpoints. */
export const INGEST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const IngestResultSchema = Type.Object(
  {
    accepted: Type.Integer({
      minimum: 0,
      description:
        'Lines or items stored: a position or static facts (each line of a multi-part message counts). Comment lines and blank lines are not counted.',
    }),
    rejected: Type.Integer({ minimum: 0, description: 'Lines or items refused, each listed in `errors`.' }),
    late: Type.Integer({
      minimum: 0,
      description:
        "Of the accepted, those older than the asset's newest stored position, which arrived longer ago than the reorder window: the asset is judged again from their time, and what that finds is told with `late: true`. Positions beyond the late horizon are counted in `unjudged` instead.",
    }),
    suspect: Type.Integer({
      minimum: 0,
      description:
        "Of the accepted, fixes that are not believed: at Null Island, with a speed no asset of the kind reaches, or too far from the asset's last good fix for the time between. Stored with their `quality`, shown in tracks with `include_suspect=true`, never judged.",
    }),
    unjudged: Type.Integer({
      minimum: 0,
      description:
        'Of the accepted, positions further behind the clock than the late horizon (`VIGIL_LATE_HORIZON_S`, a day): an archive is stored in the track and judged by no engine, so it raises no alerts (`vigil replay --as-live` dates a recording by the moment it is sent instead).',
    }),
    pending: Type.Integer({
      minimum: 0,
      description:
        "Lines held as parts of a multi-part AIS message whose other parts have not come yet. They are joined with parts sent within 10 s (in this workspace's next bodies, or on the same feed); after that they are dropped.",
    }),
    ignored: Type.Integer({
      minimum: 0,
      description:
        'Lines read without fault that store nothing: comments, other NMEA sentences, AIS messages of stations that are not tracked (base stations, aids to navigation, binary messages), SBS lines whose speed or altitude only carries onto the next position.',
    }),
    duplicates: Type.Integer({
      minimum: 0,
      description:
        'The same report again: with the same time and values as one already stored, or the same AIS transmission twice in this body.',
    }),
    errors: Type.Array(
      Type.Object({
        index: Type.Optional(Type.Integer({ description: 'The refused item (JSON), from 0.' })),
        line: Type.Optional(Type.Integer({ description: 'The refused line (text), from 1.' })),
        detail: Type.String({ description: 'What is wrong with it.' }),
      }),
    ),
  },
  {
    $id: 'IngestResult',
    description:
      'What became of each non-blank line (text) or item (JSON), each counted once: accepted + rejected + pending + ignored + duplicates. `late`, `unjudged` and `suspect` are parts of `accepted`, each line in at most one of them.',
  },
);
