#!/usr/bin/env node
// Runs the `vigil` CLI on the project's own Node 24 (the `node` npm dependency), whatever `node`
// happens to be first on PATH: the CLI is TypeScript run by Node 24's type stripping. `vigil serve`
// runs the service, with the V8 settings `npm start` gives it (package.json; docs/getting-started.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const SERVICE_NODE_FLAGS = ['--max-semi-space-size=32'];

const entry = fileURLToPath(new URL('../src/cli/vigil.ts', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);
const serving = process.argv[2] === 'serve';

if (major >= 24 && !serving) {
  const { runCli } = await import(entry);
  await runCli(process.argv);
} else {
  const node24 =
    major >= 24 ? process.execPath : fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
  if (!existsSync(node24)) {
    process.stderr.write('vigil needs Node.js 24: run `npm ci` in the project first.\n');
    process.exit(1);
  }
  const flags = serving ? SERVICE_NODE_FLAGS : [];
  const child = spawn(node24, [...flags, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  // A process manager's SIGTERM, sent to this process alone, is passed on so that the service
  // still stops gracefully. Ctrl-C reaches both processes from the terminal already: this one
  // waits for the CLI instead of passing a second SIGINT on. It leaves with the CLI's exit code.
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGHUP', () => child.kill('SIGHUP'));
  process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  child.on('error', (error) => {
    process.stderr.write(`vigil could not start Node.js 24: ${error.message}\n`);
    process.exit(1);
  });
}
