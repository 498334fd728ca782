/**
 * Structural parsing of GeoJSON `coordinates` arrays: positions, lines and linear rings. Every
 * problem points at the exact array element to fix (`/boundary/coordinates/0/2/1`), so a client
 * can highlight the bad vertex. Shape checks that need geometry (self-intersection, holes) live in
 * polygon-validation.ts; these only look at one array at a time.
 */
import {
  describe,
  fail,
  type GeometryProblem,
  ok,
  type Parsed,
  type Position,
  problem,
} from './geometry-types.ts';

/**
 * Enough problems to fix a body in one round trip, without turning a 10 000-vertex mistake into
 * a 10 000-line response.
 */
export const MAX_PROBLEMS = 20;

/**
 * Longitudes allowed in rings and lines. Map clients that draw across the antimeridian send the
 * continuation as 190 rather than -170 (antimeridian's over-180 fixture); such a longitude is
 * read as its wrapped value. A single position must be within [-180, 180].
 */
export const CONTINUED_LONGITUDE_LIMIT = 360;

/** A position is `[lon, lat]` or `[lon, lat, altitude]`; the altitude is accepted and dropped. */
export function parsePosition(input: unknown, pointer: string, lonLimit = 180): Parsed<Position> {
  if (!Array.isArray(input)) {
    return fail([problem(pointer, `must be a position [lon, lat], not ${describe(input)}`)]);
  }
  if (input.length < 2 || input.length > 3) {
    return fail([
      problem(
        pointer,
        `a position has 2 elements [lon, lat] (or 3 with altitude), this one has ${input.length}`,
      ),
    ]);
  }
  const errors: GeometryProblem[] = [];
  const numbers: number[] = [];
  input.forEach((element: unknown, index) => {
    if (typeof element === 'number' && Number.isFinite(element)) {
      numbers.push(element);
      return;
    }
    const name = index === 0 ? 'longitude' : index === 1 ? 'latitude' : 'altitude';
    errors.push(problem(`${pointer}/${index}`, `${name} must be a finite number, not ${describe(element)}`));
  });
  const [lon, lat] = numbers;
  if (errors.length > 0 || lon === undefined || lat === undefined) return fail(errors);
  if (lon < -lonLimit || lon > lonLimit) {
    errors.push(problem(`${pointer}/0`, `longitude ${lon} is outside [-${lonLimit}, ${lonLimit}]`));
  }
  if (lat < -90 || lat > 90) {
    errors.push(problem(`${pointer}/1`, `latitude ${lat} is outside [-90, 90]`));
  }
  return errors.length > 0 ? fail(errors) : ok([lon, lat]);
}

/** An array of positions, with at least `minimum` of them. */
export function parsePositions(
  input: unknown,
  pointer: string,
  minimum: number,
  what: string,
  lonLimit = 180,
): Parsed<Position[]> {
  if (!Array.isArray(input)) {
    return fail([problem(pointer, `${what} must be an array of positions, not ${describe(input)}`)]);
  }
  const errors: GeometryProblem[] = [];
  const positions: Position[] = [];
  for (const [index, element] of input.entries()) {
    const parsed = parsePosition(element, `${pointer}/${index}`, lonLimit);
    if (parsed.ok) positions.push(parsed.value);
    else errors.push(...parsed.errors);
    if (errors.length >= MAX_PROBLEMS) break;
  }
  if (input.length < minimum) {
    errors.push(
      problem(pointer, `${what} needs at least ${minimum} positions, this one has ${input.length}`),
    );
  }
  return errors.length > 0 ? fail(errors) : ok(positions);
}

/** RFC 7946 §3.1.6: the closing position must contain identical values (altitude included). */
function identicalPositions(a: unknown, b: unknown): boolean {
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((value: unknown, i) => Object.is(value, b[i]))
  );
}

/** A linear ring: at least 4 positions (3 corners and the closing repeat), first equal to last. */
export function parseRing(input: unknown, pointer: string): Parsed<Position[]> {
  const parsed = parsePositions(input, pointer, 4, 'a linear ring', CONTINUED_LONGITUDE_LIMIT);
  if (!parsed.ok || !Array.isArray(input)) return parsed;
  const last = input.length - 1;
  if (!identicalPositions(input[0], input[last])) {
    return fail([
      problem(
        `${pointer}/${last}`,
        'the ring is not closed: its last position must repeat the first one exactly',
      ),
    ]);
  }
  return ok(parsed.value);
}

/** Polygon coordinates: an exterior ring, then any holes. */
export function parsePolygonRings(input: unknown, pointer: string): Parsed<Position[][]> {
  return parseEach(
    input,
    pointer,
    1,
    'a Polygon needs an array of linear rings (the exterior first)',
    parseRing,
  );
}

export function parseMultiPolygonRings(input: unknown, pointer: string): Parsed<Position[][][]> {
  return parseEach(input, pointer, 1, 'a MultiPolygon needs an array of polygons', parsePolygonRings);
}

export function parseLines(input: unknown, pointer: string): Parsed<Position[][]> {
  return parseEach(input, pointer, 1, 'a MultiLineString needs an array of lines', (line, at) =>
    parsePositions(line, at, 2, 'a line', CONTINUED_LONGITUDE_LIMIT),
  );
}

/** Parse an array whose elements are each parsed by `element`, collecting every problem. */
export function parseEach<T>(
  input: unknown,
  pointer: string,
  minimum: number,
  what: string,
  element: (value: unknown, pointer: string) => Parsed<T>,
): Parsed<T[]> {
  if (!Array.isArray(input)) return fail([problem(pointer, `${what}, not ${describe(input)}`)]);
  if (input.length < minimum) return fail([problem(pointer, `${what}; this one is empty`)]);
  const errors: GeometryProblem[] = [];
  const values: T[] = [];
  for (const [index, value] of input.entries()) {
    const parsed = element(value, `${pointer}/${index}`);
    if (parsed.ok) values.push(parsed.value);
    else errors.push(...parsed.errors);
    if (errors.length >= MAX_PROBLEMS) break;
  }
  return errors.length > 0 ? fail(errors.slice(0, MAX_PROBLEMS)) : ok(values);
}
