/**
 * Sites and alert-rule zones for the map, read page by page: what has arrived is drawn every half
 * second while they load (drawing 25,000 zones after each of their 125 pages would double the time
 * they take), then all of them once loaded, and again when one is made or removed.
 */
import { toast } from '../lib/dom.ts';
import { loadRules, loadSites, ruleZone, type Site, siteZone } from './map-data.ts';
import type { Zone, ZonesLayer } from './zones-layer.ts';

const ARRIVING_DRAW_MS = 500;

export function loadZones(layer: ZonesLayer, counted: (sites: number, rules: number) => void) {
  let sites: Site[] = [];
  let rules: Zone[] = [];
  let arriving: { sites: Site[]; rules: Zone[] } | undefined = { sites: [], rules: [] };
  let timer: number | undefined;
  const arrived = () => {
    timer ??= window.setTimeout(() => {
      timer = undefined;
      if (arriving) layer.setZones([...arriving.sites.map(siteZone), ...arriving.rules]);
    }, ARRIVING_DRAW_MS);
  };
  const show = () => {
    layer.setZones([...sites.map(siteZone), ...rules]);
    counted(sites.length, rules.length);
  };
  const loaded = Promise.all([
    loadSites((page) => {
      arriving?.sites.push(...page);
      arrived();
    }),
    loadRules((page) => {
      arriving?.rules.push(...page.flatMap((rule) => ruleZone(rule) ?? []));
      arrived();
    }),
  ]).then(([loadedSites, loadedRules]) => {
    arriving = undefined;
    window.clearTimeout(timer);
    sites = loadedSites;
    rules = loadedRules.flatMap((rule) => ruleZone(rule) ?? []);
    show();
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
