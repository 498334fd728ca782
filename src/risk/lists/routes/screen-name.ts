/** `POST /v1/screen/name`: a name against every name and alias of every list loaded. */
import { Type } from 'typebox';
import { routeFactory } from '../../../http/route.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { DEFAULT_CANDIDATES, DEFAULT_MIN_SCORE, type NameScreening } from '../names/name-screening.ts';

const namesRoute = routeFactory<{ names: NameScreening }>();

const Candidate = Type.Object(
  {
    score: Type.Number({ description: 'How alike the names are, 0–100 (docs/lists.md gives the method).' }),
    list: Type.String({ description: 'The list, e.g. `ofac_sdn`.' }),
    list_version: Type.String({ description: 'The version of the list in force (OFAC: its issue date).' }),
    entry_id: Type.String({ description: 'The entry’s id in its list (OFAC: its profile id).' }),
    kind: Type.String({
      description: '`individual`, `entity`, `vessel`, `aircraft` or `other`, as the list files it.',
    }),
    name: Type.String({ description: 'The entry’s name as the list writes it.' }),
    matched_name: Type.String({
      description: 'The entry’s name or alias that matched best, as the list writes it.',
    }),
    programs: Type.Array(Type.String(), { description: 'Sanctions programmes, e.g. `RUSSIA-EO14024`.' }),
    reasons: Type.Array(Type.String(), {
      description:
        'Why it matched: which name, the words paired (with their likeness when not equal), the listed words not given; then what the type, birth date and country asked say, or that they were not compared.',
    }),
  },
  { additionalProperties: false },
);

export const NameScreeningSchema = Type.Object(
  {
    candidates: Type.Array(Candidate, { description: 'Best first; at most `limit`.' }),
    excluded: Type.Array(
      Type.Object(
        {
          list: Type.String(),
          entry_id: Type.String(),
          name: Type.String(),
          matched_name: Type.String(),
          score: Type.Number(),
          reason: Type.String({
            description: 'The birth date or country the list gives, which the one asked is not.',
          }),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'Entries whose names matched but whose birth date or country, as the list gives them, contradict the ones asked: left out of `candidates`, and said so.',
      },
    ),
    lists: Type.Array(
      Type.Object(
        {
          source: Type.String(),
          version: Type.String(),
          entries: Type.Integer({ description: 'Listed entries searched.' }),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'The lists searched, with their versions; empty when none is loaded, so nothing was searched.',
      },
    ),
    min_score: Type.Number({ description: 'The floor applied.' }),
  },
  { $id: 'NameScreening', additionalProperties: false },
);

export const screenName = namesRoute({
  method: 'POST',
  url: '/v1/screen/name',
  scope: 'screening:read',
  operationId: 'screenName',
  summary: 'Screen a name',
  description:
    'Matches a name against every name and alias of every list loaded, whatever the word order, case, accents or script (Cyrillic, Greek, Arabic are transliterated), allowing spelling variants and missing middle names. `type` keeps to entries the list files as that kind of party; `birth_date` and `country` leave out entries whose birth dates or countries, as the list gives them, contradict them (in `excluded`), and say when the list gives none. Nothing is stored.',
  tag: 'Screening',
  schema: {
    body: Type.Object(
      {
        name: Type.String({
          minLength: 1,
          maxLength: 300,
          description: 'The name, in any script and word order.',
        }),
        type: Type.Optional(StringEnum(['person', 'entity', 'vessel', 'aircraft'] as const)),
        birth_date: Type.Optional(
          Type.String({
            pattern: '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$',
            description: '`YYYY`, `YYYY-MM` or `YYYY-MM-DD`.',
          }),
        ),
        country: Type.Optional(
          Type.String({
            pattern: '^[A-Za-z]{2}$',
            description: 'ISO 3166-1 alpha-2, e.g. `RU`: nationality or citizenship.',
          }),
        ),
        min_score: Type.Optional(
          Type.Number({
            minimum: 50,
            maximum: 100,
            description: `The lowest score returned, 50–100; default ${DEFAULT_MIN_SCORE}.`,
          }),
        ),
        limit: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: 100,
            description: `At most this many candidates; default ${DEFAULT_CANDIDATES}.`,
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(NameScreeningSchema) },
  },
  handler: async (request, _reply, { names }) => names.screen(request.body),
});
