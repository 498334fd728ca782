// scripts/test.ts, the runner of `npm test`: the checks run beside the tests, behind them for the
// CPU, their output held for the end, and the run fails when either fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKS, type Check, runBeside } from '../../scripts/test.ts';

const node = (name: string, code: string): Check => ({ name, command: process.execPath, args: ['-e', code] });

let dir: string;
let written: string;
const write = (text: string) => {
  written += text;
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vigil-test-script-'));
  written = '';
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/test.ts', () => {
  it('runs the checks of package.json: Biome, the architecture check and the type-check', () => {
    expect(CHECKS.map((c) => [c.command, ...c.args].join(' '))).toEqual([
      'npm run --silent lint',
      'npm run --silent lint:deps',
      'npm run --silent typecheck',
    ]);
  });

  it('runs a check while the tests run, not before them', async () => {
    // The "tests" wait for a file the check writes: run one after the other, they would time out.
    const marker = path.join(dir, 'check-ran');
    const check = node('check', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`);
    const tests = node(
      'tests',
      `const fs = require('node:fs'); const until = Date.now() + 10000;
       const look = () => fs.existsSync(${JSON.stringify(marker)}) ? process.exit(0)
         : Date.now() > until ? process.exit(3) : setTimeout(look, 20);
       look();`,
    );
    expect(await runBeside([check], tests, dir, write)).toBe(0);
    expect(written).toMatch(/✓ check +\d+\.\d s\n/);
  });

  it('fails the run for a failing check when every test passed, and prints what the check said', async () => {
    const code = await runBeside(
      [node('good', ''), node('bad', `console.error('src/a.ts(3,1): error TS2322'); process.exit(2)`)],
      node('tests', ''),
      dir,
      write,
    );
    expect(code).toBe(1);
    expect(written).toMatch(/✓ good +\d+\.\d s\n/);
    expect(written).toMatch(/✗ bad +\d+\.\d s {2}\(exit code 2\)\n/);
    expect(written).toContain('--- bad failed:\nsrc/a.ts(3,1): error TS2322');
    expect(written).not.toContain('--- good');
  });

  it("gives the tests' own exit code when they fail, and still reports the checks", async () => {
    const code = await runBeside([node('check', '')], node('tests', 'process.exit(5)'), dir, write);
    expect(code).toBe(5);
    expect(written).toMatch(/✓ check/);
  });

  it('runs the checks behind the tests for the CPU', async () => {
    const code = await runBeside(
      [node('niceness', `console.log('niceness', require('node:os').getPriority()); process.exit(1)`)],
      node('tests', ''),
      dir,
      write,
    );
    expect(code).toBe(1);
    expect(written).toContain('niceness 10');
  });

  it('says so when a check cannot be started', async () => {
    const missing: Check = { name: 'missing', command: path.join(dir, 'no-such-command'), args: [] };
    expect(await runBeside([missing], node('tests', ''), dir, write)).toBe(1);
    expect(written).toContain('could not be started');
  });
});
