/**
 * Sites and alert-rule zones for the map, read page by page: what has arrived is drawn while they
 * load, then all of them once loaded, and again when one is made or removed. Each page is made into
 * zones once, as it arrives; the arrived zones are drawn (their index rebuilt) at most every half
 * second and never more than a tenth of the time: each such draw waits ten times what the last cost.
 * Drawing all 25,000 zones after each of their 125 pages would double the time they take, and so did
 * every half second on a busy machine, where indexing and drawing 20,000 zones takes longer.
 */
import { toast } from '../lib/dom.ts';
import { loadRules, loadSites, ruleZone, type Site, siteZone } from './map-data.ts';
import type { Zone, ZonesLayer } from './zones-layer.ts';

const ARRIVING_DRAW_MS = 500;
/** The arriving draws take at most one part in this many of the loading time. */
const ARRIVING_SHARE = 10;

export function loadZones(layer: ZonesLayer, counted: (sites: number, rules: number) => void) {
  let sites: Site[] = [];
  let rules: Zone[] = [];
  let arriving: { sites: Zone[]; rules: Zone[] } | undefined = { sites: [], rules: [] };
  let timer: number | undefined;
  /** When the next arriving draw may start (performance.now()): after ten times the last one's cost. */
  let notBefore = 0;
  const drawArrived = () => {
    timer = undefined;
    if (!arriving) return;
    const started = performance.now();
    layer.setZones([...arriving.sites, ...arriving.rules]);
    const indexMs = performance.now() - started;
    // The layer draws on the next frame: its cost is known after it.
    requestAnimationFrame(() => {
      notBefore = performance.now() + ARRIVING_SHARE * (indexMs + layer.paintMs);
    });
  };
  const arrived = () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(drawArrived, Math.max(ARRIVING_DRAW_MS, notBefore - performance.now()));
  };
  const show = (siteZones = sites.map(siteZone)) => {
    layer.setZones([...siteZones, ...rules]);
    counted(sites.length, rules.length);
  };
  const loaded = Promise.all([
    loadSites((page) => {
      arriving?.sites.push(...page.map(siteZone));
      arrived();
    }),
    loadRules((page) => {
      arriving?.rules.push(...page.flatMap((rule) => ruleZone(rule) ?? []));
      arrived();
    }),
  ]).then(([loadedSites]) => {
    // Every page has arrived, each already made into zones.
    const zones = arriving ?? { sites: [], rules: [] };
    arriving = undefined;
    window.clearTimeout(timer);
    sites = loadedSites;
    rules = zones.rules;
    show(zones.sites);
    performance.mark('vigil:map:zones');
  });
  return {
    loaded,
    sites: () => sites,
    /** Reads them all again (after a change made here). */
    reload: async () => {
      try {
        sites = await loadSites();
        rules = (await loadRules()).flatMap((rule) => ruleZone(rule) ?? []);
        show();
      } catch (error) {
        toast(String(error), 'error');
      }
    },
    stop: () => window.clearTimeout(timer),
  };
}
