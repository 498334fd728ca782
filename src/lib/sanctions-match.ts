/**
 * A sanctions list entry a vessel or an aircraft matches by its identifiers, or a vessel by one of
 * its names (current or former, from AIS) matching a listed vessel's: the one shape both
 * halves use (risk's lists find matches, the geo asset registry shows them in an asset's
 * `sanctions`). It lives here, below both, so that neither half imports the other
 * (docs/architecture.md); the lookup itself is wired at the composition root.
 */
import { type Static, Type } from 'typebox';
import { StringEnum } from './schemas.ts';

export const SanctionsMatchSchema = Type.Object(
  {
    source: Type.String({ description: 'The list, e.g. `ofac_sdn` (OFAC’s SDN list).' }),
    entry_id: Type.String({ description: 'The entry’s id in the list (OFAC: its profile id).' }),
    name: Type.String({ description: 'The entry’s name as the list writes it.' }),
    kind: Type.String({ description: '`vessel`, `aircraft`, `entity`, `individual` or `other`.' }),
    programs: Type.Array(Type.String(), { description: 'Sanctions programmes, e.g. `IRAN-EO13846`.' }),
    lists: Type.Array(Type.String(), { description: 'E.g. `SDN List`.' }),
    list_version: Type.String({
      description: 'The version of the list matched (OFAC: its issue date).',
    }),
    matched_on: Type.Array(
      StringEnum(['imo', 'mmsi', 'icao24', 'registration', 'call_sign', 'name'] as const),
      {
        description:
          'What agreed, strongest first: identifiers, then `name` when one of the vessel’s names (current or former) matches a name of the listed vessel (see `name_match`).',
      },
    ),
    name_match: Type.Optional(
      Type.Object(
        {
          name: Type.String({
            description: 'The vessel’s name that matched, current or former, as AIS gave it.',
          }),
          matched_name: Type.String({
            description: 'The listed vessel’s name or alias it matched, as the list writes it.',
          }),
          score: Type.Number({ description: 'How alike, 0–100 (name screening’s score; 95 at least).' }),
          former: Type.Boolean({
            description: 'Whether the name is one the vessel carried before its current one.',
          }),
        },
        { additionalProperties: false, description: 'Present when `matched_on` holds `name`.' },
      ),
    ),
  },
  { additionalProperties: false },
);

export type SanctionsMatch = Static<typeof SanctionsMatchSchema>;
