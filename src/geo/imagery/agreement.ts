/**
 * Whether another source agrees with an imagery detection: a land-cover detection at the same site
 * from a different detector (an external one posting to /v1/detections), observed within the
 * confirmation window, whose geometry overlaps. GFW's integrated alerts rate an alert "highest"
 * when more than one system detects it; this is the same step.
 */
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import * as polyclip from 'polyclip-ts';
import type { Executor } from '../../store/store.ts';
import type { DetectionRow, DetectionsService } from '../detections/index.ts';
import { CONFIRM_WITHIN_MS } from './imagery-rules.ts';

/** The types another detector may report the same change as. */
const AGREEING_TYPES: Record<string, readonly string[]> = {
  vegetation_loss: ['vegetation_loss', 'burn_scar', 'land_cover_change'],
  burn_scar: ['burn_scar', 'vegetation_loss', 'land_cover_change'],
  water_gain: ['water_gain', 'land_cover_change'],
};

type Polygons = [number, number][][][];

function polygonsOf(geometry: Geometry | null): Polygons {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [(geometry as Polygon).coordinates as [number, number][][]];
  if (geometry.type === 'MultiPolygon')
    return (geometry as MultiPolygon).coordinates as [number, number][][][];
  return [];
}

export async function findAgreement(
  db: Executor,
  detections: DetectionsService,
  workspaceId: string,
  detection: Pick<DetectionRow, 'id' | 'site_id' | 'type' | 'source' | 'observed_at' | 'geometry'>,
): Promise<{ id: string; type: string; source: string } | undefined> {
  const ours = polygonsOf(detection.geometry ? (JSON.parse(detection.geometry) as Geometry) : null);
  if (ours.length === 0) return undefined;
  const candidates = await detections.list(
    workspaceId,
    {
      siteId: detection.site_id,
      types: AGREEING_TYPES[detection.type] ?? [detection.type],
      from: detection.observed_at - CONFIRM_WITHIN_MS,
      to: detection.observed_at + CONFIRM_WITHIN_MS,
    },
    { limit: 200, db },
  );
  for (const other of candidates) {
    if (other.id === detection.id || other.source === detection.source) continue;
    const theirs = polygonsOf(other.geometry ? (JSON.parse(other.geometry) as Geometry) : null);
    if (theirs.length === 0) continue;
    if ((polyclip.intersection(ours, theirs) as Polygons).length > 0) {
      return { id: other.id, type: other.type, source: other.source };
    }
  }
  return undefined;
}
