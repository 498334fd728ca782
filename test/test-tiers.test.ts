// Two rules of the tiers, checked through each file's imports.
//
// The unit tier builds no app. Its files share their worker's modules (`isolate: false`) and are
// chosen by path, not by what they do: a test that builds the app (`startApp`, `buildApp`, or a
// fixture that calls one of them) belongs to the app tier, and must be named `*.app.test.ts`
// (vitest.config.ts). This finds every function of the test helpers, the benchmarks' helpers and
// the SDKs' test helpers that builds an app, and fails for a unit-tier file that calls one, naming
// the file and the call.
//
// A file skipped in the PostgreSQL pass (`IN_POSTGRES_PASS`, test/stores.ts) uses no store the pass
// chooses: no helper that takes the pass's store (`createTestStore`, `createFreshDatabase`,
// `startApp` without a store, or a fixture that calls one), no `TEST_DIALECT`, `ALL_DIALECTS` or
// `process.env.DATABASE_URL`, and no child given the test's own environment. Otherwise it would
// leave PostgreSQL untested where it claims to run the same on any store.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const abs = (file: string) => path.resolve(ROOT, file);

/** A function, by the file that declares it and its name there. */
const key = (file: string, name: string) => `${abs(file)}#${name}`;

/** What builds an app to begin with: the service's own builder and the test harness's. */
const APP_ROOTS = [key('src/app/app.ts', 'buildApp'), key('test/harness.ts', 'startApp')];
/** What takes the pass's store to begin with (test/stores.ts, also as the harness re-exports it). */
const STORE_ROOTS = ['test/stores.ts', 'test/harness.ts'].flatMap((file) => [
  key(file, 'createTestStore'),
  key(file, 'createFreshDatabase'),
]);
/** What says which store the pass is on. */
const STORE_NAMES = /\b(?:TEST_DIALECT|ALL_DIALECTS)\b|process\.env(?:\.DATABASE_URL|\[['"]DATABASE_URL)/;
/** A child's environment copied from the test's own, which in the PostgreSQL pass holds its store. */
const INHERITED_ENV = /\.\.\.process\.env\b|env:\s*process\.env\b/;

interface Parsed {
  file: string;
  /** The file's code, comments left out. */
  code: string;
  /** A local name and where it comes from: an imported function, or a namespace (`* as h`, null). */
  imports: Map<string, { file: string; name: string | null }>;
  /** The file's top-level functions (exported or not), each with the code of its declaration. */
  functions: Map<string, string>;
}

const IMPORT = /^import\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)';/gm;
// Top-level declarations start at the line's start (the code is formatted by Biome).
const FUNCTION =
  /^(?:export\s+)?(?:async\s+)?function\*?\s+(\w+)|^(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?(?:function|\(|\w+\s*=>)/;
const TOP_LEVEL = /^[A-Za-z@]/;
const CALL = /(?<![\w.]|function\s)(\w+)(?:\.(\w+))?\s*(?:<[^<>()]*>)?\(/g;

function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? '' : line))
    .join('\n');
}

function parse(file: string): Parsed {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const imports = new Map<string, { file: string; name: string | null }>();
  for (const [, clause = '', specifier = ''] of code.matchAll(IMPORT)) {
    const from = path.resolve(path.dirname(file), specifier);
    const namespace = /\*\s+as\s+(\w+)/.exec(clause)?.[1];
    if (namespace) imports.set(namespace, { file: from, name: null });
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const element of named.split(',')) {
      const [name, alias] = element
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (name && !element.trim().startsWith('type ')) imports.set(alias ?? name, { file: from, name });
    }
  }
  const functions = new Map<string, string>();
  let current: { name: string; lines: string[] } | undefined;
  for (const line of code.split('\n')) {
    if (TOP_LEVEL.test(line)) {
      if (current) functions.set(current.name, current.lines.join('\n'));
      const match = FUNCTION.exec(line);
      const name = match?.[1] ?? match?.[2];
      current = name ? { name, lines: [] } : undefined;
    }
    current?.lines.push(line);
  }
  if (current) functions.set(current.name, current.lines.join('\n'));
  return { file, code, imports, functions };
}

/** The calls in `code` of `parsed`'s file, each as the function it reaches (by `key`) and its line. */
function callsIn(parsed: Parsed, code: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  for (const match of code.matchAll(CALL)) {
    const [, head = '', member] = match;
    const imported = parsed.imports.get(head);
    let target: string | undefined;
    if (member !== undefined) {
      if (imported && imported.name === null) target = `${imported.file}#${member}`;
    } else if (imported?.name) {
      target = `${imported.file}#${imported.name}`;
    } else if (parsed.functions.has(head)) {
      target = `${parsed.file}#${head}`;
    }
    if (target) out.push({ target, line: code.slice(0, match.index).split('\n').length });
  }
  return out;
}

const helperFiles = globSync(['test/**/*.ts', 'bench/**/*.ts', 'sdk/*/test/**/*.ts'], { cwd: ROOT })
  .filter((file) => !file.endsWith('.test.ts'))
  .map(abs);

/**
 * Every function of the helpers that reaches one of `roots`, directly or through another one, or
 * whose code names what `names` matches.
 */
function reaching(roots: readonly string[], names?: RegExp): Set<string> {
  const found = new Set(roots);
  const parsed = helperFiles.map((file) => [file, parse(file)] as const);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, p] of parsed) {
      for (const [name, body] of p.functions) {
        const self = `${file}#${name}`;
        if (found.has(self)) continue;
        if (callsIn(p, body).some((call) => found.has(call.target)) || names?.test(body)) {
          found.add(self);
          grew = true;
        }
      }
    }
  }
  return found;
}

/** The unit tier's files, chosen as vitest.config.ts chooses them. */
function unitTierFiles(): string[] {
  const unit = config.test?.projects
    ?.map((project) => (typeof project === 'object' && 'test' in project ? project.test : undefined))
    .find((test) => test?.name === 'unit');
  if (!unit?.include) throw new Error('vitest.config.ts has no unit project');
  return globSync(unit.include, { cwd: ROOT, exclude: unit.exclude ?? [] }).map(abs);
}

describe('the unit tier', () => {
  const builders = reaching(APP_ROOTS);

  it('knows the fixtures that build the app', () => {
    // The walk finds the fixtures built on startApp, not only startApp itself.
    expect(builders).toContain(key('test/docs/docs-context.ts', 'openDocsContext'));
    expect(builders).toContain(key('test/platform/oauth/oauth-fixtures.ts', 'startTlsApp'));
  });

  it('holds no test that builds the app (name it *.app.test.ts)', () => {
    const files = unitTierFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const parsed = parse(file);
      return callsIn(parsed, parsed.code)
        .filter((call) => builders.has(call.target))
        .map((call) => `${path.relative(ROOT, file)}:${call.line} calls ${call.target.split('#')[1]}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('the files the PostgreSQL pass skips', () => {
  const takers = reaching(STORE_ROOTS, STORE_NAMES);

  it("knows the fixtures that take the pass's store", () => {
    expect(takers).toContain(key('test/harness.ts', 'startApp'));
    expect(takers).toContain(key('test/cli/cli-runs.ts', 'cliStore'));
  });

  it('use no store the pass chooses', () => {
    const files = globSync(['test/**/*.test.ts', 'console/test/**/*.test.ts', 'sdk/*/test/**/*.test.ts'], {
      cwd: ROOT,
    }).map(abs);
    const skipping = files.filter((file) => /\bIN_POSTGRES_PASS\b/.test(parse(file).code));
    expect(skipping.length).toBeGreaterThan(0);
    const offenders = skipping.flatMap((file) => {
      const parsed = parse(file);
      const named = STORE_NAMES.exec(parsed.code) ?? INHERITED_ENV.exec(parsed.code);
      return [
        ...(named ? [`${path.relative(ROOT, file)} has ${named[0]}`] : []),
        ...callsIn(parsed, parsed.code)
          .filter((call) => takers.has(call.target))
          .map((call) => `${path.relative(ROOT, file)}:${call.line} calls ${call.target.split('#')[1]}`),
      ];
    });
    expect(offenders).toEqual([]);
  });
});
