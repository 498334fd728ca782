/**
 * `npm test` and `npm run test:all`: Biome, the architecture check and the type-check run beside
 * the tests rather than before them, and the run fails if any of them or any test does.
 *
 * Why beside: the checks are mostly one thread each (the architecture check wholly, the type-check
 * from nothing for some 20 s of a first run), so run first they leave one of a two-core machine's
 * cores idle, while the tests leave gaps of their own (a test waiting out a timeout, a worker
 * between files). Given a lower priority, the checks fill those gaps. Their output is held and
 * printed after the tests', so that it does not break into Vitest's.
 *
 *   node scripts/test.ts [vitest run's arguments]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/** A command run beside the tests: its output is held until they are done. */
export interface Check {
  name: string;
  command: string;
  args: readonly string[];
}

export interface CheckResult {
  name: string;
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  seconds: number;
  output: string;
}

/** The package.json scripts run beside the tests, through npm so that each is defined once. */
export const CHECKS: readonly Check[] = ['lint', 'lint:deps', 'typecheck'].map((script) => ({
  name: `npm run ${script}`,
  command: 'npm',
  args: ['run', '--silent', script],
}));

/** Behind the tests for the CPU: a niceness the tests' workers (0) come before. */
const CHECK_NICENESS = 10;

/** Starts a check with its output held; the promise settles when it has exited. */
export function startCheck(check: Check, cwd: string): { child: ChildProcess; done: Promise<CheckResult> } {
  const started = performance.now();
  const child = spawn(check.command, check.args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    if (child.pid !== undefined) setPriority(child.pid, CHECK_NICENESS);
  } catch {
    // A system that refuses a lower priority runs the check at the tests' own.
  }
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<CheckResult>((resolve) => {
    const finish = (code: number | null, extra = '') =>
      resolve({
        name: check.name,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8') + extra,
      });
    child.on('error', (error) => finish(127, `${check.command} could not be started: ${error.message}\n`));
    child.on('close', (code) => finish(code));
  });
  return { child, done };
}

/** What the checks' summary says: a line each, then the output of each that failed. */
export function describeChecks(results: readonly CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = ['', 'Checks run beside the tests:'];
  for (const r of results) {
    const mark = r.code === 0 ? '✓' : '✗';
    const how = r.code === 0 ? '' : r.code === null ? '  (stopped by a signal)' : `  (exit code ${r.code})`;
    lines.push(`  ${mark} ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(5)} s${how}`);
  }
  for (const r of results.filter((result) => result.code !== 0)) {
    lines.push('', `--- ${r.name} failed:`, r.output.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Runs the checks and `main` (the tests, their output straight to the terminal) together and
 * gives the exit code for the whole: main's when it failed, else 1 when a check did, else 0.
 */
export async function runBeside(
  checks: readonly Check[],
  main: Check,
  cwd: string,
  write: (text: string) => void = (text) => process.stderr.write(text),
): Promise<number> {
  const started = checks.map((check) => startCheck(check, cwd));
  const tests = spawn(main.command, main.args, { cwd, stdio: 'inherit' });
  const stop = (signal: NodeJS.Signals) => {
    for (const { child } of started) child.kill(signal);
    tests.kill(signal);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const testsCode = await new Promise<number>((resolve) => {
    tests.on('error', (error) => {
      write(`${main.command} could not be started: ${error.message}\n`);
      resolve(127);
    });
    tests.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  const results = await Promise.all(started.map(({ done }) => done));
  process.off('SIGINT', stop).off('SIGTERM', stop);
  write(describeChecks(results));
  if (testsCode !== 0) return testsCode;
  return results.every((r) => r.code === 0) ? 0 : 1;
}

if (import.meta.main) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const vitest = fileURLToPath(new URL('../node_modules/.bin/vitest', import.meta.url));
  const code = await runBeside(
    CHECKS,
    { name: 'vitest run', command: vitest, args: ['run', ...process.argv.slice(2)] },
    root,
  );
  process.exitCode = code;
}
