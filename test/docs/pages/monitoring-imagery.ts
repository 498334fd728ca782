/**
 * docs/monitoring.md's imagery section, run for real: a local STAC API with synthetic Sentinel-2
 * scenes (a clearing appears after four clear scenes and is seen again), an app that may reach it
 * (127.0.0.0/8 allowed, as an operator with a self-hosted catalog would), the scans run by its jobs.
 */
import { ManualClock } from '../../../src/lib/clock.ts';
import { type StacServer, startStacServer } from '../../fixtures/imagery/stac-server.ts';
import { buildScene, sitePolygon } from '../../fixtures/imagery/synthetic-scenes.ts';
import {
  CLEARING,
  changed,
  DAY_MS,
  everywhereVegetation,
  SITE_BOX,
} from '../../geo/imagery/imagery-scenario.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { DOCS_NOW, exchange, lines, pretty, type Request } from '../doc-render.ts';

interface ImageryRun {
  t: TestApp;
  stac: StacServer;
  vars: Map<string, string>;
  call(request: Request, expected?: number[]): ReturnType<typeof exchange>;
  drain(): Promise<void>;
}

let run: ImageryRun | undefined;

function need(): ImageryRun {
  if (!run) throw new Error('the imagery run was not set up');
  return run;
}

export async function setUpImagery(): Promise<void> {
  const stac = await startStacServer({ pageSize: 100 });
  const scenes: [number, Parameters<typeof changed>[0] | undefined][] = [
    [40, undefined],
    [35, undefined],
    [30, undefined],
    [25, undefined],
    [20, CLEARING],
    [15, CLEARING],
  ];
  scenes.forEach(([days, clearing], i) => {
    const datetime = new Date(DOCS_NOW - days * DAY_MS + 37_000).toISOString();
    const id = `S2B_33SVB_${datetime.slice(0, 10).replaceAll('-', '')}_0_L2A`;
    stac.add(
      buildScene(
        { id, datetime, seed: i + 1, surface: clearing ? changed(clearing, 'soil') : everywhereVegetation },
        stac.url,
      ),
    );
  });
  const t = await startApp({
    clock: new ManualClock(DOCS_NOW),
    startWorker: false,
    env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
  });
  run = {
    t,
    stac,
    vars: new Map(),
    call: (request, expected) => exchange(t, t.admin, request, expected),
    async drain() {
      while ((await t.app.worker.drain()) > 0);
    },
  };
}

export async function tearDownImagery(): Promise<void> {
  await run?.t.close();
  await run?.stac.close();
  run = undefined;
}

/** The port of the local catalog differs between runs. */
export const maskStacPort = (text: string) => text.replace(/127\.0\.0\.1:(?!8080\b)\d+/g, '127.0.0.1:<port>');

const idOf = (json: unknown): string => String((json as { id: string }).id);

async function site(): Promise<string> {
  const r = need();
  const created = await r.call({
    method: 'POST',
    path: '/v1/sites',
    prettyBody: true,
    body: {
      name: 'Forest reserve, north block',
      boundary: sitePolygon(SITE_BOX.x0, SITE_BOX.y0, SITE_BOX.x1, SITE_BOX.y1),
      imagery: { enabled: true, stac_url: `${r.stac.url}/`, collection: 'sentinel-2-c1-l2a' },
    },
  });
  r.vars.set('site', idOf(created.json));
  return lines(
    '# Turn imagery on for a site; here a self-hosted STAC API the operator allowed (127.0.0.0/8)',
    created.command,
    `# → ${created.response.statusCode} {…, "imagery": ${JSON.stringify((created.json as { imagery: unknown }).imagery)}}`,
  );
}

async function scans(): Promise<string> {
  const r = need();
  const id = r.vars.get('site') ?? '';
  await r.drain();
  const listed = await r.call({ method: 'GET', path: `/v1/sites/${id}/scans?limit=1` });
  r.vars.set('scans', JSON.stringify(listed.json));
  const demand = await r.call({ method: 'POST', path: `/v1/sites/${id}/scans` });
  await r.drain();
  return lines(
    '# The scans: the look-back scan ran when imagery was turned on; each scene has its outcome',
    listed.command,
    '',
    '# Scan now (the timer scans every site each VIGIL_IMAGERY_SCAN_INTERVAL_H hours)',
    demand.command,
    `# → ${demand.response.statusCode} {"id": "${idOf(demand.json)}", "status": "${(demand.json as { status: string }).status}", …}`,
  );
}

async function scanAnswer(): Promise<string> {
  const listed = JSON.parse(need().vars.get('scans') ?? '{}') as { data: unknown[] };
  return lines(pretty(listed.data[0]));
}

async function detection(): Promise<string> {
  const r = need();
  const site = r.vars.get('site') ?? '';
  const listed = await r.call({ method: 'GET', path: `/v1/detections?site_id=${site}&type=vegetation_loss` });
  const id = idOf((listed.json as { data: unknown[] }).data[0]);
  r.vars.set('detection', id);
  const one = await r.call({ method: 'GET', path: `/v1/detections/${id}` });
  r.vars.set('detection-json', JSON.stringify(one.json));
  const chip = await r.call({ method: 'GET', path: `/v1/detections/${id}/chips/after` });
  return lines(
    listed.command,
    one.command,
    '',
    '# The chips are PNG images',
    chip.command.replace('curl -s ', 'curl -s -o after.png '),
  );
}

async function detectionAnswer(): Promise<string> {
  return lines(pretty(JSON.parse(need().vars.get('detection-json') ?? '{}')));
}

async function tuning(): Promise<string> {
  const r = need();
  const site = r.vars.get('site') ?? '';
  const id = r.vars.get('detection') ?? '';
  const feedback = await r.call({
    method: 'POST',
    path: `/v1/detections/${id}/feedback`,
    body: { useful: false, comment: 'a licensed harvest' },
  });
  const view = await r.call({ method: 'GET', path: `/v1/sites/${site}/imagery/tuning` });
  const changes = await r.call({ method: 'GET', path: `/v1/sites/${site}/imagery/tuning/changes` });
  const text = lines(
    '# Not useful: the area is muted for a year, and the label counts toward the threshold',
    feedback.command,
    '',
    view.command,
    changes.command,
  );
  r.vars.set('tuning', JSON.stringify({ tuning: view.json, changes: changes.json }));
  return text;
}

async function tuningAnswer(): Promise<string> {
  const { tuning, changes } = JSON.parse(need().vars.get('tuning') ?? '{}') as {
    tuning: { thresholds: unknown[]; mutes: unknown[] };
    changes: { data: unknown[] };
  };
  // The first type's bounds stand for all three; the mute and its log entry are the feedback's.
  return lines(
    pretty({ thresholds: tuning.thresholds.slice(0, 1), mutes: tuning.mutes, changes: changes.data }),
  );
}

export const imageryScenarios = {
  'monitoring/imagery-site': site,
  'monitoring/imagery-scans': scans,
  'monitoring/imagery-scan-answer': scanAnswer,
  'monitoring/imagery-detection': detection,
  'monitoring/imagery-detection-answer': detectionAnswer,
  'monitoring/imagery-tuning': tuning,
  'monitoring/imagery-tuning-answer': tuningAnswer,
};
