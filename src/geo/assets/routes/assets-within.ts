import { Type } from 'typebox';
import { readCursor, toPage } from '../../../http/pagination.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { invalidField, VigilError } from '../../../lib/errors.ts';
import { Nullable, ref, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { ExportFormatQuery, sendExport, withExports } from '../../exports/index.ts';
import { GeoJsonInput, parseArea } from '../../geometry/index.ts';
import { identifiersOf } from '../asset-merge.ts';
import type { AssetRow } from '../assets-repo.ts';
import type { AssetInside } from '../positions-within.ts';
import { AssetKindSchema, IdentifiersSchema } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';
import { withinExport } from './within-export.ts';

const DEFAULT_MAX_GAP_S = 7_200;
const MAX_FIXES_PER_ASSET = 10_000;

const InsideFixSchema = Type.Object(
  { at: Timestamp('When.'), lon: Type.Number(), lat: Type.Number() },
  { additionalProperties: false },
);

export const AssetWithinSchema = Type.Object(
  {
    asset: Type.Object(
      {
        id: Type.String({ description: 'The asset id (`ast_…`).' }),
        kind: AssetKindSchema(),
        name: Nullable(Type.String()),
        identifiers: IdentifiersSchema,
      },
      { additionalProperties: false },
    ),
    first_inside_at: Timestamp('Its first stored fix inside the area in the time asked about.'),
    last_inside_at: Timestamp('Its last stored fix inside.'),
    inside_s: Type.Integer({
      minimum: 0,
      description:
        'The time its fixes show it inside, seconds: the time between consecutive fixes of its track that are both inside and at most `max_gap_s` apart. A leg across the edge, or a longer gap, is not counted.',
    }),
    fixes_inside: Type.Integer({ minimum: 1, description: 'How many of its fixes lie inside.' }),
    fixes: Type.Optional(
      Type.Array(InsideFixSchema, {
        description: `With \`fixes: true\`: its fixes inside, oldest first (at most ${MAX_FIXES_PER_ASSET}; \`fixes_inside\` says how many there are).`,
      }),
    ),
  },
  { $id: 'AssetWithin', additionalProperties: false, description: 'An asset that was inside the area.' },
);

function serialize(found: AssetInside & { asset: AssetRow }) {
  return {
    asset: {
      id: found.asset.id,
      kind: found.asset.kind,
      name: found.asset.name,
      identifiers: identifiersOf(found.asset),
    },
    first_inside_at: toRfc3339(found.firstInsideAt),
    last_inside_at: toRfc3339(found.lastInsideAt),
    inside_s: found.insideS,
    fixes_inside: found.fixesInside,
    ...(found.fixes === undefined
      ? {}
      : { fixes: found.fixes.map((fix) => ({ at: toRfc3339(fix.at), lon: fix.lon, lat: fix.lat })) }),
  };
}

export const assetsWithin = assetsRoute({
  method: 'POST',
  url: '/v1/assets/within',
  scope: 'assets:read',
  operationId: 'listAssetsWithin',
  summary: 'Which assets were inside an area between two times',
  description:
    'Answered from the stored positions (good fixes only), by an index on place and time: each asset with a fix inside `geometry` from `from` (inclusive) to `to` (exclusive), its first and last fix inside and the time its fixes show it inside, by first time inside. `kind` keeps one kind of asset; `fixes: true` adds each one’s fixes inside. An area and a time that hold more than five million stored positions are refused (400): narrow one.',
  tag: 'Assets',
  schema: {
    querystring: Type.Object(
      {
        format: Type.Optional(
          ExportFormatQuery(
            'A file instead of a page: every asset of the answer from `cursor` on (`limit` does not apply), one feature each, its fixes inside as its geometry (at most 10,000 each; `fixes` does not apply), and `Vigil-Truncated: true` when an asset had more.',
          ),
        ),
      },
      { additionalProperties: false },
    ),
    body: Type.Object(
      {
        geometry: GeoJsonInput('The area: a Polygon or MultiPolygon, or a Feature holding one.'),
        from: Timestamp('From this time (inclusive).'),
        to: Timestamp('To this time (exclusive).'),
        kind: Type.Optional(AssetKindSchema('Only assets of this kind.')),
        max_gap_s: Type.Integer({
          minimum: 1,
          maximum: 86_400,
          default: DEFAULT_MAX_GAP_S,
          description:
            'The longest gap between two fixes inside that counts as time inside, seconds (default two hours, the gap the track detectors bridge).',
        }),
        fixes: Type.Boolean({ default: false, description: 'Add each asset’s fixes inside.' }),
        limit: Type.Integer({ minimum: 1, maximum: 10_000, default: 1_000, description: 'Assets per page.' }),
        cursor: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 512,
            description: 'The `next_cursor` of the previous page.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: withExports(
      Type.Object(
        {
          data: Type.Array(ref(AssetWithinSchema)),
          next_cursor: Nullable(
            Type.String({ description: 'Pass as `cursor`, with the same body, for the next page.' }),
          ),
        },
        { description: 'The assets inside, by first time inside.' },
      ),
      'The assets inside, by first time inside.',
    ),
  },
  handler: async (request, reply, { assets }) => {
    const { geometry, kind, max_gap_s, fixes, limit, cursor } = request.body;
    const { format } = request.query;
    const from = timestampField(request.body.from, '/from');
    const to = timestampField(request.body.to, '/to');
    if (from >= to) throw invalidField('/to', 'must be later than from');
    const parsed = parseArea(geometry, '/geometry');
    if (!parsed.ok) {
      const first = parsed.errors[0];
      throw new VigilError(
        'validation_failed',
        first ? `${first.pointer}: ${first.detail}` : 'The geometry is not valid GeoJSON.',
        {
          errors: parsed.errors,
        },
      );
    }
    const filters = { geometry: parsed.value.geometry, from, to, kind: kind ?? null, max_gap_s, fixes };
    const after = readCursor(cursor, filters);
    const found = await assets.within({
      area: parsed.value.geometry,
      from,
      to,
      maxGapS: max_gap_s,
      fixes: fixes || format !== undefined,
      maxFixes: MAX_FIXES_PER_ASSET,
    });
    const rows = new Map((await assets.getMany(found.map((one) => one.assetId))).map((row) => [row.id, row]));
    const position = (one: AssetInside) => `${String(one.firstInsideAt).padStart(16, '0')}.${one.assetId}`;
    const listed = found.flatMap((one) => {
      const asset = rows.get(one.assetId);
      if (asset === undefined || (kind !== undefined && asset.kind !== kind)) return [];
      if (after !== undefined && position(one) <= after) return [];
      return [{ ...one, asset }];
    });
    if (format !== undefined) return sendExport(reply, format, withinExport(listed, MAX_FIXES_PER_ASSET));
    return toPage(listed.slice(0, limit + 1), limit, filters, position, serialize);
  },
});
