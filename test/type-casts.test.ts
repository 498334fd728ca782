// A shape has one source, its TypeBox schema, and types are derived from it (`Static<typeof …>`):
// a hand-written interface beside a schema drifts, and reading data as it takes a double cast
// (`as unknown as`). The code has none but the few below, each with why it cannot be a derived type.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where a double cast stays, and why. */
const ALLOWED: Record<string, string> = {
  'src/lib/schemas.ts': '`ref()` types a `$ref` as the schema it names, which TypeBox cannot express',
  'src/app/server/security-schemes.ts':
    'the mutual-TLS security scheme, which @fastify/swagger’s OpenAPI 3.0 types do not have',
  'src/lib/pdf/pdf-text.ts':
    'a font parsed once by fontkit, which pdfkit takes as a font source (it checks for `layout`) and @types/pdfkit’s PDFFontSource does not list',
};

describe('src', () => {
  it('reads no data through `as unknown as` casts', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    const found = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes(' as unknown as ') ? [`${file}:${i + 1}`] : [])),
    );
    expect(found.filter((where) => !((where.split(':')[0] ?? '') in ALLOWED))).toEqual([]);
  });
});
