/** The port as the API shows it, and the pieces the port routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { idPattern } from '../../../lib/ids.ts';
import { Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { AreaSchema, LonLat } from '../../geometry/index.ts';
import type { Port } from '../ports-service.ts';

export const PortIdParams = Type.Object({
  id: Type.String({
    pattern: `^(wpi_[0-9]+(\\.[0-9]+)?|${idPattern('port').replace(/^\^|\$$/g, '')})$`,
    description: 'A World Port Index port (`wpi_<index number>`) or one your workspace drew (`port_…`).',
  }),
});

export const PortSchema = Type.Object(
  {
    id: Type.String({
      description: '`wpi_<index number>` for the gazetteer’s ports, `port_…` for your own.',
    }),
    source: StringEnum(['wpi', 'operator'] as const, {
      description:
        '`wpi`: the World Port Index (NGA Pub. 150) that Vigil ships; `operator`: drawn by your workspace.',
    }),
    name: Type.String(),
    alternate_name: Nullable(Type.String()),
    kind: StringEnum(['port', 'anchorage'] as const),
    unlocode: Nullable(Type.String({ description: 'UN/LOCODE, e.g. `NLRTM`.' })),
    country: Nullable(Type.String()),
    position: LonLat('The index’s point for the port, or the middle of a drawn polygon:'),
    radius_m: Nullable(
      Type.Number({
        description:
          'For an index port: the radius of the circle around its point taken as the port’s area (by harbour size: 2 km very small, 3 km small, 5 km medium, 10 km large). Null for a drawn port, whose area is its boundary.',
      }),
    ),
    boundary: Nullable(ref(AreaSchema)),
    wpi: Nullable(
      Type.Object(
        {
          number: Type.Number({ description: 'The World Port Index number.' }),
          water_body: Nullable(Type.String()),
          harbor_size: Nullable(Type.String({ description: '`Very Small`, `Small`, `Medium` or `Large`.' })),
          harbor_type: Nullable(
            Type.String({ description: 'E.g. `Coastal (Breakwater)`, `River (Natural)`.' }),
          ),
          channel_depth_m: Nullable(Type.Number()),
          anchorage_depth_m: Nullable(Type.Number()),
          cargo_pier_depth_m: Nullable(Type.Number()),
        },
        { description: 'What the index says of the port; depths are null where it gives none.' },
      ),
    ),
    created_at: Nullable(Timestamp('When your workspace drew it; null for the index’s ports.')),
  },
  { $id: 'Port', description: 'A port or anchorage.' },
);

export function serializePort(port: Port) {
  return {
    id: port.id,
    source: port.source,
    name: port.name,
    alternate_name: port.alternateName,
    kind: port.kind,
    unlocode: port.unlocode,
    country: port.country,
    position: port.position,
    radius_m: port.radiusM,
    boundary: port.boundary,
    wpi:
      port.wpi === null
        ? null
        : {
            number: port.wpi.wpi,
            water_body: port.wpi.water_body,
            harbor_size: port.wpi.harbor_size,
            harbor_type: port.wpi.harbor_type,
            channel_depth_m: port.wpi.channel_depth_m,
            anchorage_depth_m: port.wpi.anchorage_depth_m,
            cargo_pier_depth_m: port.wpi.cargo_pier_depth_m,
          },
    created_at: port.createdAt === null ? null : toRfc3339(port.createdAt),
  };
}
