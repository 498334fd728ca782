/**
 * Land and coastlines from Natural Earth (the `world-atlas` data Vigil ships), served by Vigil: the
 * 1:110m outline for the world, 1:50m from zoom 3 and 1:10m from zoom 6, each fetched the first time
 * it is needed. Drawn on Leaflet's canvas renderer under everything else.
 */
import * as L from 'leaflet';

const SCALES = [
  { scale: '110m', from: 0, to: 3 },
  { scale: '50m', from: 3, to: 6 },
  { scale: '10m', from: 6, to: 30 },
] as const;

export function addLand(map: L.Map): void {
  map.createPane('land').style.zIndex = '250';
  const renderer = L.canvas({ pane: 'land', padding: 0.25 });
  const layers = new Map<string, Promise<L.GeoJSON>>();
  const style = {
    color: '#8a8f7a',
    weight: 0.8,
    fillColor: '#eceee4',
    fillOpacity: 1,
    renderer,
    pane: 'land',
    interactive: false,
  };
  map.getContainer().style.background = '#cfe3ef';

  function layer(scale: string): Promise<L.GeoJSON> {
    let pending = layers.get(scale);
    if (!pending) {
      pending = fetch(`/console/data/land-${scale}.geojson`)
        .then((response) => response.json())
        .then((geojson: GeoJSON.GeoJsonObject) => L.geoJSON(geojson, style));
      layers.set(scale, pending);
    }
    return pending;
  }

  let current: L.GeoJSON | undefined;
  async function update(): Promise<void> {
    const zoom = map.getZoom();
    const wanted = SCALES.find((s) => zoom >= s.from && zoom < s.to) ?? SCALES[0];
    const next = await layer(wanted.scale);
    // The map may have been closed while the outline loaded.
    if (next === current || !map.getPane('land')) return;
    current?.remove();
    current = next.addTo(map);
  }
  map.on('zoomend', () => void update());
  void update();
}
