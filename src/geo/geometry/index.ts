/**
 * Geometry for the monitoring API (API.md §1 "Geometry", §4 Sites and Alert rules): parsing and
 * normalising GeoJSON areas and footprints, geodesic circles and distances, containment, and a
 * spatial index. Pure functions: no HTTP, no database.
 */
export { lineAcrossAntimeridian } from './antimeridian-split.ts';
export { type AreaIndex, type AreaIndexEntry, createAreaIndex } from './area-index.ts';
export { areaBBox, areaCenter, areaContains, areaKm2 } from './area-measures.ts';
export { BBoxQuery, bboxContains, bboxesMeet, parseBBoxQuery } from './bbox-param.ts';
export { parsePosition } from './coordinate-parsing.ts';
export {
  CIRCLE_VERTICES,
  circleArea,
  DEFAULT_RADIUS_M,
  geodesicBetween,
  geodesicDestination,
  geodesicDistanceM,
  MAX_RADIUS_M,
} from './geodesic.ts';
export { geometryPositions } from './geometry-positions.ts';
export { AreaSchema, GeoJsonInput, GeometrySchema, LonLat } from './geometry-schemas.ts';
export type { Area, BBox, GeometryProblem, NormalisedArea, Parsed, Position } from './geometry-types.ts';
export { parseArea } from './parse-area.ts';
export { parseGeometry } from './parse-geometry.ts';
export { geometryRepresentativePoint } from './representative-point.ts';
