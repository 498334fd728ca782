/**
 * A rule's roaming zone, `where: {near_asset, radius_m}`: the circle around an asset as it moves,
 * entered and left by other assets (geofencing/roaming-fences.ts judges it). Checked here: the id's
 * form and the radius here, and the asset the service finds.
 */
import type { FieldError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import {
  type Behaviour,
  DEFAULT_MAX_GAP_S,
  ROAMING_BEHAVIOURS,
  ROAMING_MAX_RADIUS_M,
  ROAMING_MIN_RADIUS_M,
} from './behaviours.ts';

export function parseRoamingWhere(
  nearAsset: string,
  radiusM: number | undefined,
  errors: FieldError[],
): { near_asset: string; radius_m: number } | undefined {
  const before = errors.length;
  if (!isId('asset', nearAsset))
    errors.push({ pointer: '/where/near_asset', detail: 'must be an asset id (`ast_…`)' });
  const range = `from ${ROAMING_MIN_RADIUS_M} to ${ROAMING_MAX_RADIUS_M} metres`;
  if (radiusM === undefined)
    errors.push({ pointer: '/where/radius_m', detail: `is required with near_asset: ${range}` });
  else if (!Number.isFinite(radiusM) || radiusM < ROAMING_MIN_RADIUS_M || radiusM > ROAMING_MAX_RADIUS_M)
    errors.push({ pointer: '/where/radius_m', detail: `must be ${range} around a moving asset` });
  if (errors.length > before || radiusM === undefined) return undefined;
  return { near_asset: nearAsset, radius_m: radiusM };
}

/** Why the asset a roaming zone names cannot carry one (null: it can). */
export function anchorProblem(id: string, anchor: { kind: string } | undefined): string | null {
  if (anchor === undefined) return `no asset has the id '${id}'`;
  if (anchor.kind !== 'vessel' && anchor.kind !== 'aircraft')
    return `names a ${anchor.kind}: a roaming zone moves with a vessel or an aircraft`;
  return null;
}

/**
 * What a roaming zone refuses of the rule's `what` (given as sent): behaviours other than entering
 * and leaving, and the parameters it does not apply (refused rather than stored and ignored): a
 * dwell, and the path between fixes (`max_gap_s`), since the pair is judged at each fix of either.
 */
export function roamingProblems(behaviour: Behaviour, what: Record<string, unknown>): FieldError[] {
  if (!ROAMING_BEHAVIOURS.has(behaviour))
    return [
      {
        pointer: '/where/near_asset',
        detail: `a roaming zone takes zone_entry or zone_exit rules, not '${behaviour}'`,
      },
    ];
  const errors: FieldError[] = [];
  if (what.dwell_s !== undefined && what.dwell_s !== 0)
    errors.push({ pointer: '/what/dwell_s', detail: 'is not supported with near_asset: only 0' });
  if (what.max_gap_s !== undefined && what.max_gap_s !== DEFAULT_MAX_GAP_S)
    errors.push({
      pointer: '/what/max_gap_s',
      detail: 'does not apply with near_asset: the pair is judged at each fix of either asset',
    });
  return errors;
}
