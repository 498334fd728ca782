#!/usr/bin/env node
// Runs the `vigil` CLI on the project's own Node 24 (the `node` npm dependency), whatever `node`
// happens to be first on PATH: the CLI is TypeScript run by Node 24's type stripping.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../src/cli/vigil.ts', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);

if (major >= 24) {
  const { runCli } = await import(entry);
  await runCli(process.argv);
} else {
  const node24 = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
  if (!existsSync(node24)) {
    process.stderr.write('vigil needs Node.js 24: run `npm ci` in the project first.\n');
    process.exit(1);
  }
  const result = spawnSync(node24, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
