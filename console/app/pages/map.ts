/**
 * The live map: Natural Earth land from the package (or the operator's own tiles), sites with their
 * state, alert-rule zones, recent detections with their evidence, and vessels and aircraft styled by
 * category, clustered far out and named close in, moving as positions arrive. Beside it: find an
 * asset, the list of those in view, an asset's details and track, the time slider, who was in an
 * area at a time, layers, drawing, the legend. A scale bar and the pointer's coordinates sit on the map.
 */
import * as L from 'leaflet';
import { announcer } from '../lib/announce.ts';
import { clear, h, toast } from '../lib/dom.ts';
import { onEvent, onReset } from '../lib/events.ts';
import { can } from '../lib/session.ts';
import { areaSection, viewBox } from '../map/area-query.ts';
import { listSection, searchSection } from '../map/asset-finder.ts';
import { showAsset } from '../map/asset-panel.ts';
import { type AssetMark, AssetsLayer } from '../map/assets-layer.ts';
import { addBasemap, readBasemap } from '../map/basemap.ts';
import { DetectionMarkers } from '../map/detection-markers.ts';
import { drawSection } from '../map/draw-section.ts';
import { EventsLayer } from '../map/events-layer.ts';
import { History } from '../map/history.ts';
import { layersSection } from '../map/layers-panel.ts';
import { loadPositions, toMark } from '../map/map-data.ts';
import { coordinates, renderLegend, showZone } from '../map/map-panels.ts';
import { PortsLayer, portsList } from '../map/ports-layer.ts';
import { timeSection } from '../map/time-control.ts';
import { TrackLayer, trackTip } from '../map/track-layer.ts';
import { ZonesLayer } from '../map/zones-layer.ts';
import { loadZones } from '../map/zones-loader.ts';

const POLL_MS = 2000;
/**
 * How far each poll reaches back before the last answer's time: a position whose transaction was
 * still open when that answer was read carries an earlier time (a few milliseconds earlier, as a
 * rule). Each second of overlap sends the positions of that second again.
 */
const POLL_OVERLAP_MS = 1000;
/** What `GET /v1/assets/positions` counts as present without `since`: an hour. */
const PRESENCE_MS = 3_600_000;
/** The history the slider reaches back to: its longest window. */
const HISTORY_MS = 86_400_000;
/** The list of assets in view is rebuilt at most this often while assets move. */
const LIST_EVERY_MS = 2000;

/** What the bench and the browser tests look at: the map and its layers. */
declare global {
  interface Window {
    vigilMap?: {
      map: L.Map;
      zones: ZonesLayer;
      assets: AssetsLayer;
      track: TrackLayer;
      events: EventsLayer;
      history: History;
      ready: boolean;
    };
  }
}

export function renderMap(main: HTMLElement, params: string[] = []): () => void {
  const mapBox = h('div', {
    id: 'map',
    role: 'region',
    'aria-label': 'Map of sites, zones, detections and assets (the same in text beside it)',
  });
  const panel = h('aside', { class: 'panel', 'aria-label': 'Map panel' });
  clear(main, h('h1', { class: 'visually-hidden' }, 'Map'), h('div', { class: 'map-layout' }, mapBox, panel));

  const map = L.map(mapBox, { preferCanvas: true, worldCopyJump: true, zoomControl: true }).setView(
    [30, 0],
    2,
  );
  // The operator's tiles show land themselves; without them, the outline shipped with Vigil.
  const stopBasemap = addBasemap(map, readBasemap());
  L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(map);
  coordinates(map);
  const zones = new ZonesLayer().addTo(map);
  const track = new TrackLayer().addTo(map);
  const events = new EventsLayer().addTo(map);
  const ports = new PortsLayer();
  const assets = new AssetsLayer().addTo(map);
  const history = new History();
  assets.history = history;
  const detections = new DetectionMarkers(map, mapBox);
  window.vigilMap = { map, zones, assets, track, events, history, ready: false };

  const details = h(
    'section',
    { class: 'details', 'aria-live': 'polite' },
    h(
      'p',
      {},
      'Choose a vessel or aircraft on the map, in the list or by a search, or click a zone or detection.',
    ),
  );
  const legend = h('div', { class: 'legend' });
  const portList = portsList(map, ports, details);
  const inView = () => assets.drawn.ids.flatMap((id) => assets.assets.get(id) ?? []);
  const open = (id: string) => {
    assets.selected = id;
    assets.redraw();
    void showAsset(details, id, track, {
      changed: (changedId, followed) => {
        const mark = assets.assets.get(changedId);
        if (mark) mark.followed = followed;
        assets.redraw();
        list.refresh();
      },
      open: (other) => open(other),
      zoneName: (zoneId) => zones.label(zoneId),
      fit: (fixes) =>
        map.fitBounds(L.latLngBounds(fixes.map((f) => [f.lat, f.lon] as [number, number])).pad(0.3), {
          maxZoom: 13,
        }),
    }).catch((error: unknown) => toast(String(error), 'error'));
  };
  const list = listSection(inView, open);
  let listTimer: number | undefined;
  const relist = () => {
    listTimer ??= window.setTimeout(() => {
      listTimer = undefined;
      list.refresh();
    }, LIST_EVERY_MS);
  };

  const zoneData = loadZones(zones, (sites, rules) => renderLegend(legend, sites, rules));
  void zoneData.loaded
    .then(() => detections.load(zoneData.sites()))
    .catch((error: unknown) => toast(String(error), 'error'))
    .finally(() => {
      if (window.vigilMap) window.vigilMap.ready = true;
      mapBox.dataset.ready = 'true';
    });

  // The positions: polled for what changed, each fix kept for the slider.
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
      const marks = answer.data.map(toMark);
      for (const mark of marks) {
        history.add(mark.id, {
          t: Date.parse(mark.at),
          lon: mark.lon,
          lat: mark.lat,
          course: mark.course,
          speed: mark.speed,
        });
      }
      assets.upsert(marks);
      // An asset silent for longer than the API's presence window leaves the map, as on a reload.
      assets.prune(asOf - PRESENCE_MS);
      history.trim(asOf - HISTORY_MS);
      mapBox.dataset.assets = String(assets.assets.size);
      relist();
    } catch (error) {
      toast(`Positions: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
    if (!stopped) timer = window.setTimeout(poll, POLL_MS);
  };
  void poll();

  // For the slider: the assets shown whose latest position is in view, wherever they were then.
  const latestInView = () => {
    const bounds = map.getBounds();
    // Plain numbers, not a LatLng made for each of 10,000 assets at every slider step.
    const [west, south, east, north] = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ];
    const marks: AssetMark[] = [];
    for (const mark of assets.assets.values()) {
      if (
        mark.lon >= west &&
        mark.lon <= east &&
        mark.lat >= south &&
        mark.lat <= north &&
        assets.shows(mark)
      )
        marks.push(mark);
    }
    return marks;
  };
  const time = timeSection({
    history,
    inView: latestInView,
    bbox: () => viewBox(map),
    setEvents: (list) => events.setEvents(list),
    nameOf: (id) => assets.assets.get(id)?.name ?? undefined,
    setTime: (t) => {
      assets.time = t;
      track.until = t;
      events.until = t;
      events.redraw();
      detections.until(t);
      assets.redraw();
      track.redraw();
    },
  });

  map.on('moveend', () => {
    relist();
    time.moved();
  });

  // The stream started afresh and may have missed detections: the markers are read again (the
  // positions need nothing: their poll asks the API for every change since the last answer).
  const unreset = onReset(
    () => void detections.load(zoneData.sites()).catch((e: unknown) => toast(String(e), 'error')),
  );
  const news = announcer();
  const unlisten = onEvent((event) => {
    if (event.type === 'detection.created') {
      const detection = (event.data as { detection: Parameters<DetectionMarkers['add']>[0] }).detection;
      detections.add(detection, zoneData.sites());
      news.say(`New detection: ${detection.type}`);
    } else if (event.type === 'detection.revised') {
      const detection = (event.data as { detection: Parameters<DetectionMarkers['add']>[0] }).detection;
      detections.add(detection, zoneData.sites());
      news.say(`Detection confirmed: ${detection.type}, ${Math.round(detection.confidence * 100)}%`);
    } else if (event.type.startsWith('zone.') || event.type.startsWith('asset.')) {
      news.say(event.type);
    }
  });

  map.on('click', (event: L.LeafletMouseEvent) => {
    if (mapBox.classList.contains('drawing')) return;
    const hit = assets.hit(event.containerPoint.x, event.containerPoint.y);
    if (hit.asset) return open(hit.asset.id);
    if (hit.cluster) return map.setZoomAround(L.point(hit.cluster[0], hit.cluster[1]), map.getZoom() + 2);
    // A port (when shown) before the zone around it: the port is the smaller thing pointed at.
    const port = portList.at(event.containerPoint.x, event.containerPoint.y);
    if (port) return portList.show(port);
    const [zone] = zones.at(event.latlng.lng, event.latlng.lat);
    if (zone) showZone(map, details, zone, zoneData.sites(), zoneData.reload);
  });
  // A track position's time and speed, or an event's kind and time, under the pointer.
  const hover = L.tooltip({ direction: 'top', offset: [0, -6] });
  map.on('mousemove', (event: L.LeafletMouseEvent) => {
    const said = trackTip(track, event.containerPoint.x, event.containerPoint.y, (x, y) =>
      events.eventAt(x, y),
    );
    if (!said) {
      map.closeTooltip(hover);
      return;
    }
    hover.setLatLng(said.at).setContent(said.text);
    map.openTooltip(hover);
  });

  const draw = drawSection(map, details, zoneData.reload);
  const area = can('assets') ? areaSection(map, open) : undefined;
  clear(
    panel,
    searchSection(open),
    details,
    list.element,
    time.element,
    area?.element,
    layersSection({
      categories: assets.filter.categories as Set<
        typeof assets.filter.categories extends ReadonlySet<infer C> ? C : never
      >,
      setFollowedOnly: (only) => {
        assets.filter = { ...assets.filter, followedOnly: only };
      },
      setZones: (kind, shown) => {
        if (shown) zones.hidden.delete(kind);
        else zones.hidden.add(kind);
        zones.redraw();
      },
      setDetections: (shown) => detections.toggle(shown),
      ...(can('sites') ? { setPorts: (shown: boolean) => void portList.toggle(shown) } : {}),
      changed: () => {
        assets.redraw();
        relist();
      },
    }),
    portList.element,
    draw.element,
    h('section', {}, h('h2', {}, 'Legend'), legend),
  );
  renderLegend(legend, 0, 0);
  // `#/map/ast_…` (from the events page, say) opens that asset's details.
  const linked = params[0];
  if (linked?.startsWith('ast_')) open(linked);

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.clearTimeout(listTimer);
    time.stop();
    unlisten();
    unreset();
    news.stop();
    draw.stop();
    area?.stop();
    zoneData.stop();
    stopBasemap();
    // Leaflet 1.9 ends a zoom animation from a 250 ms timer that map.remove() does not cancel, and
    // that timer throws on a removed map: mid-animation, the map is removed once the zoom has ended.
    if (mapBox.querySelector('.leaflet-zoom-anim')) map.once('zoomend', () => map.remove());
    else map.remove();
    window.vigilMap = undefined;
  };
}
