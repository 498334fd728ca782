/**
 * The console's live map in headless Chromium (Debian's, driven by playwright-core) with
 * BENCH_CONSOLE_ZONES zones (default 25,000: 1,000 sites, the rest alert-rule zones) and
 * BENCH_CONSOLE_ASSETS vessels and aircraft (default 10,000) moving all the while: the service takes a
 * position from each asset every 4 s through its ingest service, and the console polls what moved
 * every 2 s and draws it. Measured in the browser:
 *
 * - **first visit**: what the sign-in page downloads of the console's own files, and the map once
 *   signed in (compressed and not), with the largest files;
 * - **time to first render**: from loading the map's page to every zone and asset drawn, with the
 *   console's marks for when the zones and the positions had arrived;
 * - **frame time while panning**: every frame while the mouse drags the map in each direction, with
 *   the whole region in view (every zone on screen) and closer in, with the live updates going on.
 *   The same pans are measured on the same page twice more: with the console's layers taken off
 *   (land only, the floor of this machine and browser), and with the same zones and assets as
 *   Leaflet's own vector layers on its canvas renderer (the peer).
 *
 * - **the time slider**: at the same two views, 40 steps of the slider, each timed from the input to
 *   the frame that shows assets where they were then, and the assets layer's own draw, beside the
 *   same layer redrawn live (no history to look up: the floor).
 *
 * **Aims: a slider step under 100 ms, no frame over 100 ms while panning (a visible stall), p95 frame ≤ 34 ms (30 frames a
 * second at worst most of the time), first render ≤ 5 s.** Missing an aim is reported, not a failure.
 * Needs /usr/bin/chromium (`apt-get install chromium`); without it the benchmark says so and stops.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Services } from '../src/app/services.ts';
import { openBenchApp } from './lib/bench-app.ts';
import type { Benchmark } from './lib/benchmark.ts';
import {
  addLeafletLayers,
  assetsOnMap,
  type Downloads,
  downloads,
  type FrameFigures,
  firstRender,
  marks,
  panAround,
  removeConsoleLayers,
  type SliderFigures,
  sliderSteps,
  startFrames,
  stopFrames,
} from './lib/console-browser.ts';
import { createFleet, REGION, seedZones } from './lib/console-seed.ts';
import { descendantsCpuMs, machineBusyMs, ownProcessCpuMs } from './lib/process-cpu.ts';

const CHROMIUM = '/usr/bin/chromium';
export const AIM_MAX_FRAME_MS = 100;
export const AIM_P95_FRAME_MS = 34;
export const AIM_FIRST_RENDER_MS = 5_000;
/** A slider step drawn in under 100 ms (issue 34): time moves as the hand does. */
export const AIM_SLIDER_STEP_MS = 100;
const SLIDER_STEPS = 40;
/** Sites among the zones: each records a presence detection for every asset that enters it. */
const SITES = 1_000;
const TICK_MS = 1_000;
/**
 * No new drag starts after this long in one set of pans: on a starved machine each mouse move waits
 * for the browser, and the 12 drags of the Leaflet peer once had not ended after 20 minutes.
 */
const PAN_LIMIT_MS = 5 * 60_000;
/** Cores used by other processes while panning above which the figures are flagged. */
const OTHER_LOAD_WARNING = 0.25;

export interface ConsoleBenchOptions {
  zones: number;
  assets: number;
  logLevel: string;
}

interface PanFigures extends FrameFigures {
  /**
   * Cores kept busy while panning: by Chromium, by this process (the service and the feed), and by
   * other processes. On a 2-core machine, other processes near a core starve the browser.
   */
  cpu: { chromium: number; service: number; others: number };
  /** Drags done of those planned: fewer when the time limit (PAN_LIMIT_MS) came first. */
  drags: { done: number; of: number };
}

/** Where the map is put, as Leaflet takes it: [lat, lon] (the whole region, then off Rotterdam). */
const VIEWS: { center: [number, number]; zoom: number }[] = [
  { center: [(REGION[1] + REGION[3]) / 2, (REGION[0] + REGION[2]) / 2], zoom: 6 },
  { center: [52, 4], zoom: 9 },
];

async function measurePans(page: Page): Promise<PanFigures> {
  const before = { machine: machineBusyMs(), chromium: descendantsCpuMs(), service: ownProcessCpuMs() };
  const started = Date.now();
  await startFrames(page);
  const { drags, of } = await panAround(page, VIEWS, started + PAN_LIMIT_MS);
  const frames = await stopFrames(page);
  const ms = Date.now() - started;
  const cores = (used: number) => Math.round((used / ms) * 100) / 100;
  const chromium = cores(descendantsCpuMs() - before.chromium);
  const service = cores(ownProcessCpuMs() - before.service);
  const machine = cores(machineBusyMs() - before.machine);
  return {
    ...frames,
    cpu: { chromium, service, others: Math.max(0, Math.round((machine - chromium - service) * 100) / 100) },
    drags: { done: drags, of },
  };
}

/** A key to a workspace with nothing in it: the map's first render with no data is the floor. */
async function emptyWorkspaceKey(services: Services): Promise<string> {
  const { workspace } = await services.workspaces.ensure('bench-empty');
  const { token } = await services.keys.create(workspace.id, { name: 'console bench, empty', scopes: ['*'] });
  return token;
}

/** The map page loaded afresh, signed in to an empty workspace, in a tab of its own. */
async function emptyMapRender(
  browser: Browser,
  url: string,
  token: string,
  progress: (line: string) => void,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    page.setDefaultNavigationTimeout(180_000);
    await page.goto(`${url}/console/`, { waitUntil: 'load' });
    await page.getByLabel('API key').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#map[data-ready="true"]').waitFor();
    await page.reload({ waitUntil: 'commit' });
    return await firstRender(page, { zones: 0, assets: 0 }, progress);
  } finally {
    await context.close();
  }
}

export async function benchmarkConsoleMap(options: ConsoleBenchOptions, progress: (line: string) => void) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`the console benchmark needs Chromium at ${CHROMIUM}: apt-get install chromium`);
  }
  const bench = await openBenchApp({ logLevel: options.logLevel, env: { VIGIL_RATE_LIMIT: '100000000/60' } });
  const { app } = bench;
  const { services } = app;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  let moving = true;
  let mover: Promise<void> = Promise.resolve();
  try {
    const { workspace } = await services.workspaces.ensure('bench');
    const { token } = await services.keys.create(workspace.id, { name: 'console bench', scopes: ['*'] });
    const seedStarted = Date.now();
    const sites = Math.min(SITES, options.zones);
    const rules = options.zones - sites;
    await seedZones(services, workspace.id, { rules, sites }, progress);
    const fleet = createFleet(services, options.assets);
    await fleet.start();
    progress(
      `${options.assets.toLocaleString('en')} assets reporting; seeded in ${(Date.now() - seedStarted) / 1000} s`,
    );
    const url = await app.listen();

    // The live feed: every second, the share of the fleet due reports its new position.
    let reported = 0;
    const feedStarted = Date.now();
    mover = (async () => {
      let last = Date.now();
      while (moving) {
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
        const now = Date.now();
        reported += await fleet.tick(now - last);
        last = now;
      }
    })();

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // A machine shared with other work can take far longer than Playwright's 30 s to serve and run
    // the first page; the benchmark reports how long things took rather than give up.
    // (A run at load 16 waited over 3 min for the sign-in form.)
    page.setDefaultTimeout(600_000);
    page.setDefaultNavigationTimeout(600_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    progress('first visit: the sign-in page, then the map');
    await page.goto(`${url}/console/`, { waitUntil: 'load' });
    const signIn: Downloads = await downloads(page);
    await page.getByLabel('API key').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signInStarted = Date.now();
    await page.locator('#map[data-ready="true"]').waitFor({ timeout: 600_000 });
    progress(`signed in: the map's zones loaded ${(Date.now() - signInStarted) / 1000} s after signing in`);
    const firstMap = await downloads(page);

    progress('time to first render: the map page loaded afresh');
    await page.reload({ waitUntil: 'commit' });
    const { dataMs, firstRenderMs } = await firstRender(
      page,
      {
        zones: options.zones,
        assets: options.assets,
      },
      progress,
    );
    const loaded = await marks(page);
    progress(
      `drawn ${firstRenderMs} ms after loading (zones at ${loaded.zones} ms, positions at ${loaded.assets} ms)`,
    );
    progress('time to first render of an empty workspace (the floor)');
    const empty = await emptyMapRender(browser, url, await emptyWorkspaceKey(services), progress);
    progress(`empty map drawn ${empty.firstRenderMs} ms after loading`);

    progress('the time slider: steps at each view, beside live redraws (the floor)');
    // A slider that fails is reported and the pans are still measured.
    let slider: SliderFigures[] = [];
    let sliderError: string | undefined;
    try {
      slider = await sliderSteps(page, VIEWS, SLIDER_STEPS, feedStarted);
      // Said at once: a later stage that never ends (a starved browser) must not take these with it.
      for (const s of slider) progress(`  slider at ${s.view}: ${JSON.stringify(s)}`);
    } catch (error) {
      sliderError = `the time slider could not be measured: ${(error as Error).message}`;
      progress(sliderError);
    }

    progress('panning: the console');
    const vigil = await measurePans(page);
    progress(`  ${JSON.stringify(vigil)}`);
    progress('panning: land only (the floor)');
    await removeConsoleLayers(page);
    const floor = await measurePans(page);
    progress(`  ${JSON.stringify(floor)}`);
    progress('panning: the same data as Leaflet vector layers (the peer)');
    const peerBuild = await addLeafletLayers(page);
    const leaflet = await measurePans(page);
    progress(`  ${JSON.stringify(leaflet)}`);
    const detections = await services.store.db
      .selectFrom('detections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const live = {
      positionsPerS: Math.round(reported / ((Date.now() - feedStarted) / 1000)),
      assetsOnMap: await assetsOnMap(page),
      presenceDetections: Number(detections.n),
    };
    if (pageErrors.length > 0) throw new Error(`the page failed: ${pageErrors.join('; ')}`);

    const cutShort = Object.entries({ console: vigil, 'land only': floor, 'Leaflet vector layers': leaflet })
      .filter(([, figures]) => figures.drags.done < figures.drags.of)
      .map(
        ([label, figures]) =>
          `panning (${label}) was cut short at ${PAN_LIMIT_MS / 60_000} min: ${figures.drags.done} of ${figures.drags.of} drags`,
      );
    const warnings = Object.entries({ console: vigil, 'land only': floor, 'Leaflet vector layers': leaflet })
      .filter(([, figures]) => figures.cpu.others > OTHER_LOAD_WARNING)
      .map(
        ([label, figures]) =>
          `other processes kept ${figures.cpu.others} cores busy while panning (${label}): long frames there may be the browser waiting for a core`,
      );
    warnings.push(...cutShort);
    if (sliderError) warnings.push(sliderError);
    const aimMet =
      !sliderError &&
      slider.every((view) => view.stepMs.max <= AIM_SLIDER_STEP_MS) &&
      vigil.drags.done === vigil.drags.of &&
      vigil.frameMs.max <= AIM_MAX_FRAME_MS &&
      vigil.frameMs.p95 <= AIM_P95_FRAME_MS &&
      firstRenderMs <= AIM_FIRST_RENDER_MS;
    return {
      browser: `Chromium ${browser.version()} (headless, ${CHROMIUM})`,
      data: { zones: options.zones, ruleZones: rules, sites, assets: options.assets },
      live,
      firstVisit: { signInPage: signIn, mapSignedIn: firstMap },
      slider,
      firstRender: {
        ms: firstRenderMs,
        dataOnPageMs: dataMs,
        zonesArrivedMs: loaded.zones,
        positionsArrivedMs: loaded.assets,
        emptyWorkspaceMs: empty.firstRenderMs,
      },
      panning: {
        console: vigil,
        landOnly: floor,
        leafletVectorLayers: { buildMs: peerBuild.buildMs, ...leaflet },
      },
      aims: {
        sliderStepMs: AIM_SLIDER_STEP_MS,
        maxFrameMs: AIM_MAX_FRAME_MS,
        p95FrameMs: AIM_P95_FRAME_MS,
        firstRenderMs: AIM_FIRST_RENDER_MS,
      },
      aimMet,
      warnings,
    };
  } finally {
    moving = false;
    await mover.catch(() => undefined);
    await browser.close();
    await bench.close();
  }
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got '${text}'`);
  return value;
}

export const consoleMap: Benchmark = {
  name: 'console-map',
  async run(_settings, progress) {
    const figures = await benchmarkConsoleMap(
      {
        zones: positive(process.env, 'BENCH_CONSOLE_ZONES', 25_000),
        assets: positive(process.env, 'BENCH_CONSOLE_ASSETS', 10_000),
        logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
      },
      progress,
    );
    const pan = (f: PanFigures) =>
      `p50 ${f.frameMs.p50} ms, p95 ${f.frameMs.p95} ms, max ${f.frameMs.max} ms, ${f.longFrames} frames over 50 ms${f.drags.done < f.drags.of ? ` (${f.drags.done} of ${f.drags.of} drags: the time limit came first)` : ''}`;
    return {
      figures,
      summary: [
        `${figures.data.zones.toLocaleString('en')} zones, ${figures.data.assets.toLocaleString('en')} assets moving (${figures.live.positionsPerS} positions/s)`,
        `first visit: ${figures.firstVisit.signInPage.transferredKb} KB sign-in page, ${figures.firstVisit.mapSignedIn.transferredKb} KB with the map (${figures.firstVisit.mapSignedIn.decodedKb} KB uncompressed)`,
        `first render: ${figures.firstRender.ms} ms (an empty workspace, the floor: ${figures.firstRender.emptyWorkspaceMs} ms)`,
        ...figures.slider.map(
          (s) =>
            `time slider at ${s.view}, own time by function over ${s.steps} steps (profiled): ${s.profile
              .slice(0, 5)
              .map((p) => `${p.what} ${p.ms} ms`)
              .join('; ')}`,
        ),
        ...figures.slider.map(
          (s) =>
            `time slider at ${s.view} (${s.drawn.assets} assets, ${s.drawn.clusters} clusters drawn): step p50 ${s.stepMs.p50} ms, p95 ${s.stepMs.p95} ms, max ${s.stepMs.max} ms; the layer's draw p50 ${s.paintMs.p50} ms, max ${s.paintMs.max} ms; live redraw (floor) draw p50 ${s.livePaintMs.p50} ms, step p50 ${s.liveStepMs.p50} ms; ${s.drawn.inView.toLocaleString('en')} dots on a bare canvas (floor) p50 ${s.bareCanvasMs.p50} ms, max ${s.bareCanvasMs.max} ms`,
        ),
        `panning, console: ${pan(figures.panning.console)}`,
        `panning, land only: ${pan(figures.panning.landOnly)}`,
        `panning, Leaflet vector layers: ${pan(figures.panning.leafletVectorLayers)} (built in ${figures.panning.leafletVectorLayers.buildMs} ms)`,
        `aims met: ${figures.aimMet}`,
        ...figures.warnings,
      ],
    };
  },
};
