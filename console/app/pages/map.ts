/**
 * The live map: Natural Earth land from the package (an online tile server optional), sites with
 * their state, alert-rule zones, recent detections with their evidence, and vessels and aircraft at
 * their latest positions, turned to their course and moving as positions arrive. Click an asset for
 * its details, to follow it, or to draw its track; draw a polygon or circle to make a site or rule.
 */
import * as L from 'leaflet';
import { announcer } from '../lib/announce.ts';
import { clear, field, h, toast } from '../lib/dom.ts';
import { onEvent, onReset } from '../lib/events.ts';
import { can } from '../lib/session.ts';
import { showAsset } from '../map/asset-panel.ts';
import { AssetsLayer } from '../map/assets-layer.ts';
import { DetectionsLayer } from '../map/detections-layer.ts';
import { startDrawing } from '../map/draw-tool.ts';
import { LandLayer } from '../map/land.ts';
import {
  type Detection,
  loadDetections,
  loadPositions,
  loadRules,
  loadSites,
  ruleZone,
  type Site,
  siteZone,
  toMark,
} from '../map/map-data.ts';
import { createFromShape, renderLegend, showDetection, showZone } from '../map/map-panels.ts';
import { type Zone, ZonesLayer } from '../map/zones-layer.ts';

const POLL_MS = 2000;
/**
 * How far each poll reaches back before the last answer's time: a position whose transaction was
 * still open when that answer was read carries an earlier time (a few milliseconds earlier, as a
 * rule). Each second of overlap sends the positions of that second again.
 */
const POLL_OVERLAP_MS = 1000;
/** What `GET /v1/assets/positions` counts as present without `since`: an hour. */
const PRESENCE_MS = 3_600_000;
/** Detection markers kept on the map, newest first. */
const MAX_DETECTIONS = 1_000;
const TILE_SETTING = 'vigil.tileUrl';
const ARRIVING_DRAW_MS = 500;

/** What the bench and the browser tests look at: the map and its layers. */
declare global {
  interface Window {
    vigilMap?: { map: L.Map; zones: ZonesLayer; assets: AssetsLayer; ready: boolean };
  }
}

export function renderMap(main: HTMLElement): () => void {
  const mapBox = h('div', {
    id: 'map',
    role: 'region',
    'aria-label': 'Map of sites, zones, detections and assets',
  });
  const panel = h('aside', { class: 'panel', 'aria-label': 'Map panel' });
  clear(main, h('h1', { class: 'visually-hidden' }, 'Map'), h('div', { class: 'map-layout' }, mapBox, panel));

  const map = L.map(mapBox, { preferCanvas: true, worldCopyJump: true, zoomControl: true }).setView(
    [30, 0],
    2,
  );
  const tiles = localStorage.getItem(TILE_SETTING);
  // Online tiles show land themselves; without them, the outline shipped with Vigil.
  if (tiles) L.tileLayer(tiles, { maxZoom: 18, attribution: 'Tiles: as configured' }).addTo(map);
  else new LandLayer().addTo(map);
  const zones = new ZonesLayer().addTo(map);
  const assets = new AssetsLayer().addTo(map);
  const track = L.layerGroup().addTo(map);
  window.vigilMap = { map, zones, assets, ready: false };

  const details = h(
    'section',
    { class: 'details', 'aria-live': 'polite' },
    h('p', {}, 'Click a vessel, aircraft, zone or detection for its details.'),
  );
  let sites: Site[] = [];
  let ruleZones: Zone[] = [];
  const refreshZones = () => zones.setZones([...sites.map(siteZone), ...ruleZones]);
  // While zones load page by page, what has come is drawn every half second: drawing 25,000 zones
  // after each of their 125 pages would double the time they take to load.
  let arriving: { sites: Site[]; rules: Zone[] } | undefined = { sites: [], rules: [] };
  let arrivingTimer: number | undefined;
  const arrived = () => {
    arrivingTimer ??= window.setTimeout(() => {
      arrivingTimer = undefined;
      if (arriving) zones.setZones([...arriving.sites.map(siteZone), ...arriving.rules]);
    }, ARRIVING_DRAW_MS);
  };

  // Loading, then the live updates.
  let changedSince: string | undefined;
  let stopped = false;
  let timer: number | undefined;
  const poll = async () => {
    if (stopped || !can('assets')) return;
    try {
      const answer = await loadPositions(changedSince);
      if (stopped) return;
      const asOf = Date.parse(answer.as_of);
      // Marks for the bench and for DevTools: when the first positions were on the map.
      if (changedSince === undefined) performance.mark('vigil:map:assets');
      changedSince = new Date(asOf - POLL_OVERLAP_MS).toISOString();
      assets.upsert(answer.data.map(toMark));
      // An asset silent for longer than the API's presence window leaves the map, as on a reload.
      assets.prune(asOf - PRESENCE_MS);
      mapBox.dataset.assets = String(assets.assets.size);
    } catch (error) {
      toast(`Positions: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
    if (!stopped) timer = window.setTimeout(poll, POLL_MS);
  };
  // The newest detections only: a busy workspace records thousands, and the list page has them all.
  const drawn = new DetectionsLayer(map, MAX_DETECTIONS, (id) => void showDetection(details, id));
  const detectionMarker = (detection: Detection) => {
    drawn.show(detection, sites);
    mapBox.dataset.detections = String(drawn.size);
    mapBox.dataset.detectionAreas = String(drawn.areas);
  };
  void Promise.all([
    loadSites((page) => {
      arriving?.sites.push(...page);
      arrived();
    }),
    loadRules((page) => {
      arriving?.rules.push(...page.flatMap((rule) => ruleZone(rule) ?? []));
      arrived();
    }),
    loadDetections(),
  ])
    .then(([loadedSites, rules, found]) => {
      arriving = undefined;
      window.clearTimeout(arrivingTimer);
      sites = loadedSites;
      ruleZones = rules.flatMap((rule) => ruleZone(rule) ?? []);
      refreshZones();
      performance.mark('vigil:map:zones');
      for (const detection of [...found].reverse()) detectionMarker(detection);
      renderLegend(legend, sites.length, ruleZones.length);
    })
    .catch((error: unknown) => toast(String(error), 'error'))
    .finally(() => {
      if (window.vigilMap) window.vigilMap.ready = true;
      mapBox.dataset.ready = 'true';
    });
  void poll();
  // The stream started afresh and may have missed detections: the markers are read again (the
  // positions need nothing: their poll asks the API for every change since the last answer).
  const unreset = onReset(() => {
    void loadDetections()
      .then((found) => {
        if (stopped) return;
        drawn.clear();
        mapBox.dataset.detections = '0';
        mapBox.dataset.detectionAreas = '0';
        for (const detection of [...found].reverse()) detectionMarker(detection);
      })
      .catch((error: unknown) => toast(String(error), 'error'));
  });
  const news = announcer();
  const unlisten = onEvent((event) => {
    if (event.type === 'detection.created') {
      const detection = (event.data as { detection: Detection }).detection;
      detectionMarker(detection);
      news.say(`New detection: ${detection.type}`);
    } else if (event.type === 'detection.revised') {
      const detection = (event.data as { detection: Detection }).detection;
      detectionMarker(detection);
      news.say(`Detection confirmed: ${detection.type}, ${Math.round(detection.confidence * 100)}%`);
    } else if (event.type.startsWith('zone.') || event.type.startsWith('asset.')) {
      news.say(event.type);
    }
  });

  map.on('click', (event: L.LeafletMouseEvent) => {
    if (mapBox.classList.contains('drawing')) return;
    const asset = assets.nearest(event.containerPoint.x, event.containerPoint.y);
    if (asset) {
      assets.selected = asset.id;
      assets.redraw();
      void showAsset(details, asset, map, track, () => assets.redraw());
      return;
    }
    const [zone] = zones.at(event.latlng.lng, event.latlng.lat);
    if (zone) showZone(details, zone, sites);
  });

  // Drawing a site or a rule.
  const drawStatus = h('p', { class: 'hint' });
  let drawing: ReturnType<typeof startDrawing> | undefined;
  const draw = (kind: 'polygon' | 'circle') => {
    drawing?.cancel();
    drawStatus.textContent =
      kind === 'polygon'
        ? 'Click each corner; double-click or Finish to close. Escape cancels.'
        : 'Click the centre, then a point on the edge. Escape cancels.';
    drawing = startDrawing(map, kind, (shape) => {
      drawing = undefined;
      drawStatus.textContent = '';
      if (shape)
        createFromShape(details, shape, async () => {
          sites = await loadSites();
          ruleZones = (await loadRules()).flatMap((rule) => ruleZone(rule) ?? []);
          refreshZones();
          renderLegend(legend, sites.length, ruleZones.length);
        });
    });
  };
  const legend = h('div', { class: 'legend' });
  const tileInput = h('input', { type: 'url', value: tiles ?? '', placeholder: 'https://…/{z}/{x}/{y}.png' });
  clear(
    panel,
    h(
      'section',
      {},
      h('h2', {}, 'Draw'),
      h(
        'div',
        { class: 'buttons' },
        h('button', { type: 'button', onclick: () => draw('polygon') }, 'Draw polygon'),
        h('button', { type: 'button', onclick: () => draw('circle') }, 'Draw circle'),
        h('button', { type: 'button', class: 'secondary', onclick: () => drawing?.finish() }, 'Finish'),
      ),
      drawStatus,
    ),
    details,
    h('section', {}, h('h2', {}, 'Legend'), legend),
    h(
      'details',
      {},
      h('summary', {}, 'Map settings'),
      h(
        'form',
        {
          onsubmit: (event: Event) => {
            event.preventDefault();
            const url = tileInput.value.trim();
            if (url) localStorage.setItem(TILE_SETTING, url);
            else localStorage.removeItem(TILE_SETTING);
            toast('Tile setting saved; it applies when the map is opened again.');
          },
        },
        field(
          'Online tile URL (optional)',
          tileInput,
          'Leave empty to use only the land outlines shipped with Vigil (works offline).',
        ),
        h('button', { type: 'submit' }, 'Save'),
      ),
    ),
  );
  renderLegend(legend, 0, 0);

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    unlisten();
    unreset();
    news.stop();
    drawing?.cancel();
    // Leaflet 1.9 ends a zoom animation from a 250 ms timer that map.remove() does not cancel, and
    // that timer throws on a removed map: mid-animation, the map is removed once the zoom has ended.
    if (mapBox.querySelector('.leaflet-zoom-anim')) map.once('zoomend', () => map.remove());
    else map.remove();
    window.vigilMap = undefined;
  };
}
