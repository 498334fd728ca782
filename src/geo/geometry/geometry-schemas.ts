/**
 * GeoJSON in request and response schemas. Incoming shapes are typed loosely here on purpose: the
 * geometry module validates them and points at the offending position, which JSON Schema cannot.
 */
import { Type } from 'typebox';

export const GeoJsonInput = (description: string) =>
  Type.Unknown({ description: `${description} GeoJSON (RFC 7946), \`[lon, lat]\` in WGS 84; any winding.` });

export const GeometrySchema = Type.Object(
  {
    type: Type.String({ description: 'A GeoJSON geometry type.' }),
    coordinates: Type.Optional(Type.Unknown({ description: 'GeoJSON coordinates, `[lon, lat]` in WGS 84.' })),
    geometries: Type.Optional(
      Type.Array(Type.Unknown(), { description: 'The members of a GeometryCollection.' }),
    ),
  },
  { $id: 'Geometry', description: 'A GeoJSON geometry (RFC 7946); polygons follow the right-hand rule.' },
);

export const AreaSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('Polygon'), Type.Literal('MultiPolygon')]),
    coordinates: Type.Unknown({
      description: 'Rings of `[lon, lat]` positions, exterior counter-clockwise.',
    }),
  },
  {
    $id: 'Area',
    description:
      'A GeoJSON Polygon or MultiPolygon, right-hand rule; a shape crossing the antimeridian is split into a MultiPolygon.',
  },
);

export const LonLat = (description: string) =>
  Type.Array(Type.Number(), {
    minItems: 2,
    maxItems: 2,
    description: `${description} \`[lon, lat]\`, WGS 84.`,
  });
