/**
 * Checks on the members of a GeoJSON geometry object other than its coordinates: a `bbox`, when
 * present, must be 4 or 6 numbers (RFC 7946 §5), and a geometry must not carry the members that
 * give an object another meaning (`geometry`, `properties`, `features`: RFC 7946 §7.1), which
 * usually means a Feature was sent with the wrong `type`.
 */
import { describe, type GeometryProblem, problem } from './geometry-types.ts';

const RESERVED_IN_GEOMETRY = ['geometry', 'properties', 'features'] as const;

export function geometryMemberProblems(input: Record<string, unknown>, pointer: string): GeometryProblem[] {
  const errors: GeometryProblem[] = [];
  for (const member of RESERVED_IN_GEOMETRY) {
    if (member in input) {
      errors.push(
        problem(
          `${pointer}/${member}`,
          `a geometry cannot have a "${member}" member (RFC 7946 §7.1); wrap it in a Feature instead`,
        ),
      );
    }
  }
  if ('bbox' in input) errors.push(...bboxProblems(input.bbox, `${pointer}/bbox`));
  return errors;
}

function bboxProblems(bbox: unknown, pointer: string): GeometryProblem[] {
  if (!Array.isArray(bbox))
    return [problem(pointer, `bbox must be an array of numbers, not ${describe(bbox)}`)];
  if (bbox.length !== 4 && bbox.length !== 6) {
    return [problem(pointer, `bbox must have 4 numbers (or 6 with altitude), this one has ${bbox.length}`)];
  }
  return bbox.flatMap((value: unknown, index) =>
    typeof value === 'number' && Number.isFinite(value)
      ? []
      : [problem(`${pointer}/${index}`, `each bbox element must be a finite number, not ${describe(value)}`)],
  );
}
