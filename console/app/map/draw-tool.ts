/**
 * Drawing a polygon (click each corner, then Finish or double-click) or a circle (click the centre,
 * then a point on its edge) on the map, with a preview while drawing. Escape cancels. One drawing at
 * a time: starting one (for a site, or for "who was there") cancels the other.
 */
import * as L from 'leaflet';

export type Drawn =
  | { kind: 'polygon'; ring: [number, number][] }
  | { kind: 'circle'; center: [number, number]; radius_m: number };

let active: { cancel(): void } | undefined;

export function startDrawing(
  map: L.Map,
  kind: 'polygon' | 'circle',
  done: (shape: Drawn | undefined) => void,
) {
  active?.cancel();
  const points: L.LatLng[] = [];
  const preview = L.layerGroup().addTo(map);
  map.doubleClickZoom.disable();
  map.getContainer().classList.add('drawing');

  let finished = false;
  function finish(shape: Drawn | undefined): void {
    if (finished) return;
    finished = true;
    active = undefined;
    map.off('click', onClick);
    map.off('dblclick', onDoubleClick);
    map.off('mousemove', onMove);
    document.removeEventListener('keydown', onKey);
    map.doubleClickZoom.enable();
    map.getContainer().classList.remove('drawing');
    preview.remove();
    done(shape);
  }

  function show(hover?: L.LatLng): void {
    preview.clearLayers();
    const style = { color: '#b3261e', weight: 2, dashArray: '4 4' };
    if (kind === 'circle' && points[0]) {
      const edge = points[1] ?? hover;
      if (edge) L.circle(points[0], { ...style, radius: map.distance(points[0], edge) }).addTo(preview);
      L.circleMarker(points[0], { radius: 3, color: '#b3261e' }).addTo(preview);
      return;
    }
    const line = hover ? [...points, hover] : points;
    if (line.length > 1) L.polygon(line, style).addTo(preview);
    for (const p of points) L.circleMarker(p, { radius: 3, color: '#b3261e' }).addTo(preview);
  }

  function polygon(): Drawn | undefined {
    if (points.length < 3) return undefined;
    const ring = points.map((p): [number, number] => [p.lng, p.lat]);
    const first = ring[0] as [number, number];
    return { kind: 'polygon', ring: [...ring, first] };
  }

  function onClick(event: L.LeafletMouseEvent): void {
    points.push(event.latlng);
    if (kind === 'circle' && points.length === 2) {
      const [center, edge] = points as [L.LatLng, L.LatLng];
      finish({
        kind: 'circle',
        center: [center.lng, center.lat],
        radius_m: Math.round(map.distance(center, edge)),
      });
      return;
    }
    show();
  }
  function onDoubleClick(): void {
    if (kind === 'polygon') finish(polygon());
  }
  function onMove(event: L.LeafletMouseEvent): void {
    if (points.length > 0) show(event.latlng);
  }
  function onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') finish(undefined);
  }

  map.on('click', onClick);
  map.on('dblclick', onDoubleClick);
  map.on('mousemove', onMove);
  document.addEventListener('keydown', onKey);
  const handle = {
    /** Ends a polygon with the corners clicked so far. */
    finish: () => finish(kind === 'polygon' ? polygon() : undefined),
    cancel: () => finish(undefined),
  };
  active = handle;
  return handle;
}
