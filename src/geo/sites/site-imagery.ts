/**
 * A site's imagery settings: whether Vigil scans public imagery of the site itself, and from which
 * STAC API and collection. The sites module keeps them with the site; the imagery module (given to
 * the sites service as a port) checks the URL under the outgoing-address policy and starts the
 * look-back scan in the transaction that turns imagery on.
 */
import { invalidField } from '../../lib/errors.ts';
import type { Executor } from '../../store/store.ts';
import type { SiteRow } from './sites-repo.ts';

/** As a site holds them, defaults filled in when imagery was turned on. */
export interface SiteImagery {
  enabled: boolean;
  stac_url: string;
  collection: string;
}

/** As a request gives them: omitted fields take the service's defaults. */
export interface SiteImageryInput {
  enabled: boolean;
  stac_url?: string | undefined;
  collection?: string | undefined;
}

export interface SiteImageryPort {
  defaults: { stacUrl: string; collection: string };
  /** Why Vigil will not fetch from this URL, phrased to follow the field name; undefined if it may. */
  urlProblem(url: string): string | undefined;
  /** Called in the transaction that turns imagery on for a site (or changes its catalog). */
  enabled(db: Executor, site: SiteRow): Promise<void>;
}

export function imageryOf(row: Pick<SiteRow, 'imagery'>): SiteImagery | null {
  return row.imagery ? (JSON.parse(row.imagery) as SiteImagery) : null;
}

/** The settings to store, checked; throws a 400 naming the field at fault. */
export function resolveImagery(
  input: SiteImageryInput,
  port: SiteImageryPort | undefined,
  current: SiteImagery | null,
): SiteImagery {
  if (!port) throw invalidField('/imagery', 'imagery is not available in this service');
  const stacUrl = input.stac_url ?? current?.stac_url ?? port.defaults.stacUrl;
  const problem = port.urlProblem(stacUrl);
  if (problem) throw invalidField('/imagery/stac_url', problem);
  return {
    enabled: input.enabled,
    stac_url: stacUrl.replace(/\/+$/, ''),
    collection:
      input.collection ??
      (input.stac_url === undefined ? current?.collection : undefined) ??
      port.defaults.collection,
  };
}

/** Whether a change of settings needs a new look-back scan: turned on, or pointed elsewhere. */
export function needsLookBack(before: SiteImagery | null, after: SiteImagery | null): boolean {
  if (!after?.enabled) return false;
  return !before?.enabled || before.stac_url !== after.stac_url || before.collection !== after.collection;
}
