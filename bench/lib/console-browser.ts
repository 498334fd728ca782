/**
 * What the console's map benchmark does in Chromium: records every frame while it pans the map with
 * the mouse as a person would, reads the console's timing marks, sums what a first visit downloads,
 * and swaps the console's canvas layers for Leaflet's own vector layers (the peer). The functions
 * given to `page.evaluate` run in the page, so they use only what the page has.
 */
import type { Page } from 'playwright-core';
import { profiled } from './page-profile.ts';

export interface FrameFigures {
  frames: number;
  seconds: number;
  fps: number;
  /** Time between frames, ms: 16.7 at 60 frames a second. */
  frameMs: { p50: number; p95: number; p99: number; max: number };
  /** Frames that took over 50 ms (a stall a person sees), and the time lost in them. */
  longFrames: number;
  longFramesMs: number;
  /**
   * What ran in the long frames (the browser's Long Animation Frames API): script time by file and
   * function, the largest first, and the time spent laying out and painting.
   */
  longFrameWork: { what: string; ms: number }[];
}

interface LongFrame {
  duration: number;
  renderStart: number;
  startTime: number;
  scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[];
}

/** The page's globals the benchmark reads, as seen from here. */
interface BenchWindow {
  vigilMap?: {
    map: {
      setView(center: [number, number], zoom: number, options?: { animate: boolean }): unknown; // the map itself (never hand it back from an evaluate)
      addLayer(layer: unknown): void;
      removeLayer(layer: unknown): void;
    };
    zones: { size: number; zones: { rings: [number, number][][]; tone: string }[] };
    assets: {
      assets: Map<string, { id: string; lon: number; lat: number; kind: string }>;
      upsert(marks: { id: string; lon: number; lat: number; kind: string }[]): void;
      redraw(): void;
      paintMs: number;
      drawn: { assets: number; clusters: number; ids: string[] };
    };
    ready: boolean;
  };
  benchFrames?: number[];
  benchLongFrames?: LongFrame[];
  benchStop?: boolean;
  benchPeer?: { buildMs: number; layers: number };
}
declare const window: BenchWindow & { requestAnimationFrame(callback: (t: number) => void): number };
declare class PerformanceObserver {
  constructor(callback: (list: { getEntries(): unknown[] }) => void);
  observe(options: { type: string }): void;
}
declare const performance: {
  now(): number;
  getEntriesByName(name: string): { startTime: number }[];
  getEntriesByType(type: string): { name: string; encodedBodySize: number; decodedBodySize: number }[];
};
/** What the benchmark touches of the page's elements. */
interface PageElement {
  getBoundingClientRect(): DOMRectLike;
  textContent: string | null;
  value: string;
  dispatchEvent(event: unknown): boolean;
  click(): void;
}
declare const document: {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
};
declare class Event {
  constructor(type: string);
}
/** The canvas the bare-draw floor makes, as seen from here. */
interface HTMLCanvasElementLike {
  width: number;
  height: number;
  style: { cssText: string };
  getContext(kind: '2d'): {
    clearRect(x: number, y: number, w: number, h: number): void;
    fill(path: Path2D): void;
    fillStyle: string;
  } | null;
  remove(): void;
}
declare class Path2D {
  moveTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, from: number, to: number): void;
}
interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Script time in the long frames by file and function, and rendering time, the largest first. */
function longFrameWork(frames: LongFrame[]): { what: string; ms: number }[] {
  const totals = new Map<string, number>();
  const add = (what: string, ms: number) => totals.set(what, (totals.get(what) ?? 0) + ms);
  for (const frame of frames) {
    for (const script of frame.scripts) {
      const file = script.sourceURL ? new URL(script.sourceURL).pathname : script.invoker;
      add(`${file} ${script.sourceFunctionName || script.invoker}`, script.duration);
    }
    if (frame.renderStart > 0)
      add('style, layout and paint', frame.startTime + frame.duration - frame.renderStart);
  }
  return [...totals]
    .map(([what, ms]) => ({ what, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
}

export function frameFigures(stamps: number[], long: LongFrame[] = []): FrameFigures {
  const gaps: number[] = [];
  for (let i = 1; i < stamps.length; i++) gaps.push((stamps[i] ?? 0) - (stamps[i - 1] ?? 0));
  const sorted = [...gaps].sort((a, b) => a - b);
  const seconds = ((stamps.at(-1) ?? 0) - (stamps[0] ?? 0)) / 1000;
  const longGaps = gaps.filter((gap) => gap > 50);
  return {
    frames: gaps.length,
    seconds: round(seconds, 2),
    fps: round(seconds > 0 ? gaps.length / seconds : 0),
    frameMs: {
      p50: round(quantile(sorted, 0.5)),
      p95: round(quantile(sorted, 0.95)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
    },
    longFrames: longGaps.length,
    longFramesMs: Math.round(longGaps.reduce((sum, gap) => sum + gap - 16.7, 0)),
    longFrameWork: longFrameWork(long.filter((frame) => frame.duration > 50)),
  };
}

/** Records a timestamp at every frame until `stopFrames`. */
export async function startFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.benchFrames = [];
    window.benchLongFrames = [];
    window.benchStop = false;
    new PerformanceObserver((list) => {
      if (!window.benchStop) window.benchLongFrames?.push(...(list.getEntries() as LongFrame[]));
    }).observe({ type: 'long-animation-frame' });
    const loop = (t: number) => {
      if (window.benchStop) return;
      window.benchFrames?.push(t);
      window.requestAnimationFrame(loop);
    };
    window.requestAnimationFrame(loop);
  });
}

export async function stopFrames(page: Page): Promise<FrameFigures> {
  const { stamps, long } = await page.evaluate(() => {
    window.benchStop = true;
    const frames = (window.benchLongFrames ?? []).map((f) => ({
      duration: f.duration,
      renderStart: f.renderStart,
      startTime: f.startTime,
      scripts: f.scripts.map((s) => ({
        sourceURL: s.sourceURL,
        sourceFunctionName: s.sourceFunctionName,
        invoker: s.invoker,
        duration: s.duration,
      })),
    }));
    return { stamps: window.benchFrames ?? [], long: frames };
  });
  return frameFigures(stamps, long);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), max: round(sorted[sorted.length - 1] ?? 0) };
};

export interface SliderFigures {
  view: string;
  steps: number;
  /** Assets in view, and the assets and clusters drawn for them, at the last step. */
  drawn: { inView: number; assets: number; clusters: number };
  /** From the slider's input to the frame that shows the time: what a person waits, ms. */
  stepMs: { p50: number; p95: number; max: number };
  /** The assets layer's own draw at each step, ms. */
  paintMs: { p50: number; p95: number; max: number };
  /** The floor: the same layer redrawn live (latest positions, no history), same view, ms. */
  livePaintMs: { p50: number; p95: number; max: number };
  liveStepMs: { p50: number; p95: number; max: number };
  /**
   * The floor under the step: as many dots as assets in view drawn on a bare canvas, from the draw
   * to the next frame (see bareCanvasDraws).
   */
  bareCanvasMs: { p50: number; p95: number; max: number };
  /** The steps' CPU profile: own time by function over all the steps, the largest first, ms. */
  profile: { what: string; ms: number }[];
}

/** In the page: `n` slider steps over the time since `from`, each from the input to the next frame. */
const sliderRun = async ({ n, from }: { n: number; from: number }) => {
  const vm = window.vigilMap;
  const slider = document.querySelector('.time input[type="range"]');
  if (!vm || !slider) throw new Error('no slider');
  const frame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
  const step: number[] = [];
  const paint: number[] = [];
  // The steps span the time the fleet has been reporting (the slider's hour reaches before it,
  // when there was nothing to draw): its window is the hour before now, 0 to 1,000.
  const now = Date.now();
  const valueAt = (t: number) => Math.max(0, Math.min(1000, ((t - (now - 3_600_000)) / 3_600_000) * 1000));
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    slider.value = String(valueAt(from + ((i + 1) / (n + 1)) * (now - from)));
    slider.dispatchEvent(new Event('input'));
    await frame();
    step.push(performance.now() - started);
    paint.push(vm.assets.paintMs);
  }
  const { assets, clusters, ids } = vm.assets.drawn;
  // Plain figures only: nothing of the page's objects goes back through the protocol.
  return { step, paint, drawn: { inView: ids.length, assets, clusters } };
};

/**
 * Moves the time slider `steps` times from `since` (ms: when the fleet began to report) to now at
 * each view and measures each step from the input to the frame that draws it, beside the same
 * layer redrawn live (the floor). The first use reads the tracks of the assets in view it has not
 * seen; the steps are measured after that.
 */
export async function sliderSteps(
  page: Page,
  views: { center: [number, number]; zoom: number }[],
  steps: number,
  since: number,
): Promise<SliderFigures[]> {
  const figures: SliderFigures[] = [];
  for (const view of views) {
    // A block body: setView returns the Leaflet map, and whatever the function returns Playwright
    // serializes; at full size the map's object graph is deeper than the DevTools protocol takes
    // ("Cannot serialize result: object reference chain is too long").
    await page.evaluate((v) => {
      window.vigilMap?.map.setView(v.center, v.zoom, { animate: false });
    }, view);
    await sleep(600);
    // The status line says what was placed once a step's tracks are read (after its frame): cleared
    // first, so the last view's line is not taken for this one's.
    await page.evaluate(() => {
      const status = document.querySelector('.time .hint[aria-live]');
      if (status) status.textContent = '';
    });
    await page.getByLabel('Time shown').fill('500');
    await page.waitForFunction(
      () => / in view placed/.test(document.querySelector('.time .hint[aria-live]')?.textContent ?? ''),
      undefined,
      { timeout: 300_000 },
    );
    const answer = await page.evaluate(sliderRun, { n: steps, from: since });
    // The same steps again with the CPU profiler on (its sampling slows them, so they are not the
    // ones timed): where a step's time goes, by function.
    const { selfMs } = await profiled(page, () => page.evaluate(sliderRun, { n: steps, from: since }));
    const live = await page.evaluate(async (n) => {
      const vm = window.vigilMap;
      const liveButton = [...document.querySelectorAll('.time button')].find((b) => b.textContent === 'Live');
      if (!vm || !liveButton) throw new Error('no Live button');
      const frame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
      liveButton.click();
      const liveStep: number[] = [];
      const livePaint: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        vm.assets.redraw();
        await frame();
        liveStep.push(performance.now() - started);
        livePaint.push(vm.assets.paintMs);
      }
      return { liveStep, livePaint };
    }, steps);
    const run = { ...answer, ...live };
    const bareCanvasMs = await bareCanvasDraws(page, run.drawn.inView, steps);
    figures.push({
      view: `zoom ${view.zoom}`,
      bareCanvasMs,
      steps,
      drawn: run.drawn,
      stepMs: percentiles(run.step),
      paintMs: percentiles(run.paint),
      livePaintMs: percentiles(run.livePaint),
      liveStepMs: percentiles(run.liveStep),
      profile: selfMs,
    });
  }
  return figures;
}

/**
 * The floor under a slider step's draw: the same number of points as the step drew, as dots of one
 * colour in one path on a canvas the map's size, with none of the console's work (no history, no
 * projection, no clusters, no glyphs). Timed from the start of the draw to the next frame.
 */
export async function bareCanvasDraws(page: Page, points: number, draws: number) {
  const run = await page.evaluate(
    async ({ n, times }) => {
      const box = document.querySelector('#map')?.getBoundingClientRect();
      const canvas = (
        document as unknown as { createElement(tag: 'canvas'): HTMLCanvasElementLike }
      ).createElement('canvas');
      const width = Math.round(box?.width ?? 1000);
      const height = Math.round(box?.height ?? 800);
      canvas.width = width;
      canvas.height = height;
      canvas.style.cssText = 'position:fixed;left:0;top:0;pointer-events:none;z-index:9999';
      (document as unknown as { body: { appendChild(c: unknown): void } }).body.appendChild(canvas);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const frame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
      const step: number[] = [];
      for (let i = 0; i < times; i++) {
        await frame();
        const started = performance.now();
        context.clearRect(0, 0, width, height);
        const path = new Path2D();
        for (let p = 0; p < n; p++) {
          const x = ((p * 7919 + i * 104729) % width) + 0.5;
          const y = ((p * 6271 + i * 1299709) % height) + 0.5;
          path.moveTo(x + 3.5, y);
          path.arc(x, y, 3.5, 0, Math.PI * 2);
        }
        context.fillStyle = '#1b4f9c';
        context.fill(path);
        await frame();
        step.push(performance.now() - started);
      }
      canvas.remove();
      return step;
    },
    { n: points, times: draws },
  );
  return percentiles(run);
}

/**
 * Pans at two zooms, the whole region in view (every zone on screen) and closer in: drags of 320 px
 * in each direction and back, each over about half a second with a mouse move per frame, then a
 * pause for the map to settle and draw, as a person looks around.
 */
export async function panAround(
  page: Page,
  views: { center: [number, number]; zoom: number }[],
  /** Date.now() after which no new drag starts: a starved browser answers each move slowly. */
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ drags: number; of: number }> {
  const of = views.length * 6;
  let drags = 0;
  const box = await page.evaluate(() => {
    const rect = document.querySelector('#map')?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
  });
  if (!box) throw new Error('the map is not on the page');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const view of views) {
    await page.evaluate((v) => {
      window.vigilMap?.map.setView(v.center, v.zoom, { animate: false });
    }, view);
    await sleep(400);
    for (const [dx, dy] of [
      [320, 0],
      [-320, 0],
      [0, 200],
      [0, -200],
      [-320, 0],
      [320, 0],
    ] as const) {
      if (Date.now() > deadline) return { drags, of };
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      const steps = 30;
      for (let i = 1; i <= steps; i++) {
        await page.mouse.move(cx + (dx * i) / steps, cy + (dy * i) / steps);
        await sleep(16);
      }
      await page.mouse.up();
      await sleep(350);
      drags++;
    }
  }
  return { drags, of };
}

/** What the page has of the map's data while the benchmark waits for its first render. */
interface RenderWatch {
  zones: number;
  assets: number;
  dataMs?: number;
  firstRenderMs?: number;
}

/**
 * Waits until the map holds every zone and asset (checked every frame in the page), then for the
 * frame that draws them: ms from the page's navigation to each. On a machine shared with other work
 * this can take minutes: every `reportEveryMs` it says how far the page has got, and only after
 * `timeoutMs` does it give up, saying where it stood.
 */
export async function firstRender(
  page: Page,
  expected: { zones: number; assets: number },
  progress: (line: string) => void = () => {},
  { timeoutMs = 900_000, reportEveryMs = 30_000 } = {},
): Promise<{ dataMs: number; firstRenderMs: number }> {
  await page.evaluate((want) => {
    const watch: RenderWatch = { zones: 0, assets: 0 };
    (window as { benchRender?: RenderWatch }).benchRender = watch;
    const check = () => {
      const vm = window.vigilMap;
      watch.zones = vm?.zones.size ?? 0;
      watch.assets = vm?.assets.assets.size ?? 0;
      // Both loads done (the console's marks): with no data at all, the sizes alone say nothing.
      const marked = ['vigil:map:zones', 'vigil:map:assets'].every(
        (name) => performance.getEntriesByName(name).length > 0,
      );
      if (vm && marked && watch.zones >= want.zones && watch.assets >= want.assets) {
        watch.dataMs = performance.now();
        // The layers draw on the next animation frame; the render is done when that frame is.
        window.requestAnimationFrame(() =>
          window.requestAnimationFrame(() => {
            watch.firstRenderMs = performance.now();
          }),
        );
        return;
      }
      window.requestAnimationFrame(check);
    };
    window.requestAnimationFrame(check);
  }, expected);
  const started = Date.now();
  let reported = started;
  for (;;) {
    const watch = await page.evaluate(() => (window as { benchRender?: RenderWatch }).benchRender);
    if (watch?.dataMs !== undefined && watch.firstRenderMs !== undefined) {
      return { dataMs: Math.round(watch.dataMs), firstRenderMs: Math.round(watch.firstRenderMs) };
    }
    const where = `${watch?.zones ?? 0} of ${expected.zones} zones and ${watch?.assets ?? 0} of ${expected.assets} assets on the page`;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`the map was not drawn within ${timeoutMs / 1000} s of loading: ${where}`);
    }
    if (Date.now() - reported >= reportEveryMs) {
      reported = Date.now();
      progress(`  ${Math.round((reported - started) / 1000)} s: ${where}`);
    }
    await sleep(250);
  }
}

export function assetsOnMap(page: Page): Promise<number> {
  return page.evaluate(() => window.vigilMap?.assets.assets.size ?? 0);
}

/** The console's marks since the page was loaded, ms from navigation. */
export async function marks(page: Page): Promise<Record<string, number | null>> {
  return page.evaluate(() => {
    const at = (name: string) => {
      const entry = performance.getEntriesByName(name)[0];
      return entry ? Math.round(entry.startTime) : null;
    };
    return { zones: at('vigil:map:zones'), assets: at('vigil:map:assets') };
  });
}

export interface Downloads {
  requests: number;
  /** Bytes over the wire (compressed) and once decompressed. */
  transferredKb: number;
  decodedKb: number;
  largest: { file: string; transferredKb: number }[];
}

/** What the page downloaded of the console's own files (the API's answers left out). */
export async function downloads(page: Page): Promise<Downloads> {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      name: e.name,
      encoded: e.encodedBodySize,
      decoded: e.decodedBodySize,
    })),
  );
  const files = entries.filter((e) => new URL(e.name).pathname.startsWith('/console'));
  const kb = (bytes: number) => round(bytes / 1024);
  return {
    requests: files.length,
    transferredKb: kb(files.reduce((sum, e) => sum + e.encoded, 0)),
    decodedKb: kb(files.reduce((sum, e) => sum + e.decoded, 0)),
    largest: [...files]
      .sort((a, b) => b.encoded - a.encoded)
      .slice(0, 5)
      .map((e) => ({ file: new URL(e.name).pathname, transferredKb: kb(e.encoded) })),
  };
}

/** Takes the console's own canvas layers off the map, leaving land only: the floor. */
export async function removeConsoleLayers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const vm = window.vigilMap;
    if (!vm) throw new Error('no map');
    vm.map.removeLayer(vm.zones);
    vm.map.removeLayer(vm.assets);
  });
}

/**
 * The peer: the same zones as Leaflet polygons and the same assets as Leaflet circle markers, on
 * Leaflet's canvas renderer (its fastest), moved as positions arrive. The console's own layers are
 * off the map; its position polling goes on and now moves the markers.
 */
export async function addLeafletLayers(page: Page): Promise<{ buildMs: number; layers: number }> {
  await page.evaluate(async () => {
    const vm = window.vigilMap;
    if (!vm) throw new Error('no map');
    const L = (await import('/console/vendor/leaflet.js' as string)) as {
      canvas(): unknown;
      layerGroup(): { addLayer(layer: unknown): void };
      polygon(rings: [number, number][][], options: Record<string, unknown>): unknown;
      circleMarker(
        at: [number, number],
        options: Record<string, unknown>,
      ): { setLatLng(at: [number, number]): void };
    };
    const started = performance.now();
    const renderer = L.canvas();
    const group = L.layerGroup();
    for (const zone of vm.zones.zones) {
      group.addLayer(
        L.polygon(
          zone.rings.map((ring) => ring.map(([lon, lat]) => [lat, lon] as [number, number])),
          { renderer, weight: 1.5, color: zone.tone === 'rule' ? '#b3261e' : '#0b6e4f', interactive: false },
        ),
      );
    }
    const markers = new Map<string, { setLatLng(at: [number, number]): void }>();
    const place = (mark: { id: string; lon: number; lat: number; kind: string }) => {
      const known = markers.get(mark.id);
      if (known) return known.setLatLng([mark.lat, mark.lon]);
      const marker = L.circleMarker([mark.lat, mark.lon], {
        renderer,
        radius: 4,
        weight: 0,
        fillOpacity: 0.9,
        fillColor: mark.kind === 'vessel' ? '#1b4f9c' : '#7a3db8',
        interactive: false,
      });
      markers.set(mark.id, marker);
      group.addLayer(marker);
    };
    for (const mark of vm.assets.assets.values()) place(mark);
    const upsert = vm.assets.upsert.bind(vm.assets);
    vm.assets.upsert = (marks) => {
      upsert(marks);
      for (const mark of marks) place(mark);
    };
    vm.map.addLayer(group);
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    window.benchPeer = {
      buildMs: Math.round(performance.now() - started),
      layers: vm.zones.zones.length + markers.size,
    };
  });
  const peer = await page.evaluate(() => window.benchPeer);
  if (!peer) throw new Error('the peer layers were not built');
  return peer;
}
