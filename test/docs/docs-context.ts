/**
 * What the docs' scenarios run against: one real app on a fixed clock, its store also written by
 * the real CLI (the list imports the docs show), an admin key the examples call `$VIGIL_KEY`, and
 * values one scenario finds and a later one uses (an id from an answer).
 */
import { ManualClock } from '../../src/lib/clock.ts';
import { type CliStore, cliStore, type Run, runVigil } from '../cli/cli-runs.ts';
import { startApp, TEST_DIALECT, type TestApp, type TestKey } from '../harness.ts';
import { DOCS_NOW, type Exchange, exchange, type Request } from './doc-render.ts';

export interface DocsContext {
  t: TestApp;
  clock: ManualClock;
  key: TestKey;
  store: CliStore;
  /** Runs a request; fails on a status other than `expected`. */
  call(request: Request, expected?: number[]): Promise<Exchange>;
  /** Runs the real CLI on the app's store (or `store`), in `cwd` (default: the repository). */
  cli(args: string[], options?: { store?: CliStore; cwd?: string; timeoutMs?: number }): Promise<Run>;
  /** Values found by earlier scenarios. */
  vars: Map<string, string>;
  /** A value an earlier scenario must have set. */
  need(name: string): string;
  close(): Promise<void>;
}

/** One page of docs/: its file name and a scenario per example marker on it. */
export interface DocPage {
  file: string;
  /** Runs before the page's scenarios (their shared set-up), and after them. */
  setup?: (ctx: DocsContext) => Promise<void>;
  teardown?: () => Promise<void>;
  /** What else differs between two honest runs of this page (new certificates, keys, signatures). */
  mask?: (text: string) => string;
  /**
   * The block each example marker names, produced by running it; undefined when it cannot run here
   * (a walk-through that needs SoftHSM2 with VIGIL_TEST_SKIP_HSM=1), and then left as it is.
   */
  scenarios: Record<string, (ctx: DocsContext) => Promise<string | undefined>>;
}

/** The OFAC publication and the TagPack the docs import, read in place. */
export const OFAC_FILE = '../shared/data/ofac/sdn_advanced.xml.bz2';
export const TAGPACK_FILE = '../shared/data/tagpacks/tornado_cash.yaml';
/** Where the pages show the CLI's SQLite store. */
const SHOWN_DATA_DIR = '/srv/vigil/data';
/** Reading the real publication takes ~15 s; a loaded machine takes longer. */
const IMPORT_TIMEOUT_MS = 120_000;

export async function openDocsContext(): Promise<DocsContext> {
  const store = await cliStore(TEST_DIALECT);
  const vars = new Map<string, string>();
  const cli: DocsContext['cli'] = async (args, options = {}) => {
    const target = options.store ?? store;
    const run = await runVigil(args, target, options.timeoutMs ?? IMPORT_TIMEOUT_MS, { cwd: options.cwd });
    // The runs' SQLite stores are in temporary directories; the pages show one where an operator
    // would keep it (the comparison masks the store a run names, so PostgreSQL runs pass too).
    const dir = target.env.VIGIL_DATA_DIR;
    if (dir === undefined || target.env.DATABASE_URL !== undefined) return run;
    return {
      ...run,
      stdout: run.stdout.replaceAll(dir, SHOWN_DATA_DIR),
      stderr: run.stderr.replaceAll(dir, SHOWN_DATA_DIR),
    };
  };
  // The store is made by the CLI, as a user's would be, before the service starts on it.
  const clock = new ManualClock(DOCS_NOW);
  const t = await startApp({ store, clock, startWorker: false });
  return {
    t,
    clock,
    key: t.admin,
    store,
    call: (request, expected) => exchange(t, t.admin, request, expected),
    cli,
    vars,
    need(name) {
      const value = vars.get(name);
      if (value === undefined) throw new Error(`no scenario set ${name} before it was needed`);
      return value;
    },
    async close() {
      await t.close();
      await store.dispose();
    },
  };
}
