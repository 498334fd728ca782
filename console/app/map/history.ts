/**
 * Where each asset was, as far as the console knows: the fixes it has seen (every poll adds the
 * positions that changed) and the tracks it read from the API for the time slider. Asked for a time,
 * it answers the position then: between two fixes close enough in time, interpolated along the
 * straight line (and said to be); after a gap, at the last fix, as the API's own presence rule
 * would; before the first fix or past the presence window, nowhere.
 */

export interface Fix {
  t: number;
  lon: number;
  lat: number;
  course: number | null;
  speed: number | null;
  /** A fix Vigil does not believe: why (`null_island`, `impossible_jump`, `impossible_speed`). */
  suspect?: string;
}

export interface Placed {
  lon: number;
  lat: number;
  course: number | null;
  speed: number | null;
  /** The fix's time, or for an interpolated position, the time asked for. */
  t: number;
  interpolated: boolean;
}

/** Fixes further apart than this are a gap: nothing is made up between them (dark watch's floor). */
export const GAP_MS = 15 * 60_000;
/** How long after its last fix an asset still shows: the API's presence window, an hour. */
export const PRESENCE_MS = 60 * 60_000;
/** Fixes kept per asset: a day at one a minute, more than a slider's window needs. */
const MAX_FIXES = 1_500;

/** The index of the last fix at or before `t`, or -1. */
function lastAtOrBefore(fixes: readonly Fix[], t: number): number {
  let low = 0;
  let high = fixes.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((fixes[mid] as Fix).t <= t) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

export class History {
  private readonly fixes = new Map<string, Fix[]>();

  /** Adds a fix in time order (a late one goes where it belongs; one already known is ignored). */
  add(id: string, fix: Fix): void {
    let list = this.fixes.get(id);
    if (!list) {
      list = [];
      this.fixes.set(id, list);
    }
    const last = list[list.length - 1];
    if (!last || last.t < fix.t) list.push(fix);
    else {
      const i = lastAtOrBefore(list, fix.t);
      if (list[i]?.t === fix.t) return;
      list.splice(i + 1, 0, fix);
    }
    if (list.length > MAX_FIXES) list.splice(0, list.length - MAX_FIXES);
  }

  /** Whether the asset's fixes reach back to `t` (so the slider can show it then without asking). */
  covers(id: string, t: number): boolean {
    const first = this.fixes.get(id)?.[0];
    return first !== undefined && first.t <= t;
  }

  fixesOf(id: string): readonly Fix[] {
    return this.fixes.get(id) ?? [];
  }

  /** Where the asset was at `t`, or undefined if the console does not know it was anywhere. */
  at(id: string, t: number): Placed | undefined {
    const place: Placed = { lon: 0, lat: 0, course: null, speed: null, t: 0, interpolated: false };
    return this.place(id, t, place) ? place : undefined;
  }

  /**
   * `at` written into `into` (whether it is known): the slider's draw asks this of every asset at
   * every step, 10,000 far out, with one object for all of them rather than one each.
   */
  place(id: string, t: number, into: Placed): boolean {
    const list = this.fixes.get(id);
    if (!list) return false;
    const i = lastAtOrBefore(list, t);
    const before = list[i];
    if (!before) return false;
    const after = list[i + 1];
    if (after && after.t - before.t <= GAP_MS && t > before.t) {
      const share = (t - before.t) / (after.t - before.t);
      // Across the antimeridian the short way round, not across the whole world.
      let dLon = after.lon - before.lon;
      if (dLon > 180) dLon -= 360;
      else if (dLon < -180) dLon += 360;
      let lon = before.lon + dLon * share;
      if (lon > 180) lon -= 360;
      else if (lon < -180) lon += 360;
      into.lon = lon;
      into.lat = before.lat + (after.lat - before.lat) * share;
      into.t = t;
      into.interpolated = true;
    } else {
      if (t - before.t > PRESENCE_MS) return false;
      into.lon = before.lon;
      into.lat = before.lat;
      into.t = before.t;
      into.interpolated = false;
    }
    into.course = before.course;
    into.speed = before.speed;
    return true;
  }

  /** Forgets fixes older than `before` (ms). */
  trim(before: number): void {
    for (const [id, list] of this.fixes) {
      const keep = list.findIndex((fix) => fix.t >= before);
      if (keep === -1) this.fixes.delete(id);
      else if (keep > 0) list.splice(0, keep);
    }
  }
}
