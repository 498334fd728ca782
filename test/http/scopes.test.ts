// Scopes (src/http/scopes.ts): write implies read, `*` grants all, what `uncovered` reports, and what
// `requireGrantable` refuses.
import { describe, expect, test } from 'vitest';
import {
  ALL_SCOPES,
  grants,
  isScope,
  requireGrantable,
  SCOPE_FAMILIES,
  uncovered,
} from '../../src/http/scopes.ts';

describe('grants', () => {
  test('a write scope implies the read scope of its family', () => {
    for (const family of SCOPE_FAMILIES) {
      expect(grants([`${family}:write`], `${family}:read`), family).toBe(true);
      expect(grants([`${family}:write`], `${family}:write`), family).toBe(true);
    }
  });

  test('a read scope does not imply the write scope', () => {
    for (const family of SCOPE_FAMILIES) {
      expect(grants([`${family}:read`], `${family}:write`), family).toBe(false);
      expect(grants([`${family}:read`], `${family}:read`), family).toBe(true);
    }
  });

  test('a scope of one family grants nothing in another', () => {
    expect(grants(['sites:write'], 'keys:read')).toBe(false);
    expect(grants(['sites:write'], 'keys:write')).toBe(false);
    expect(grants(['keys:read'], 'sites:read')).toBe(false);
  });

  test('* grants every scope, * included', () => {
    for (const scope of ALL_SCOPES) expect(grants(['*'], scope), scope).toBe(true);
  });

  test('no list of family scopes grants *', () => {
    const everyFamilyScope = ALL_SCOPES.filter((scope) => scope !== '*');
    expect(grants(everyFamilyScope, '*')).toBe(false);
  });

  test('no scopes grant nothing', () => {
    for (const scope of ALL_SCOPES) expect(grants([], scope), scope).toBe(false);
  });

  test('unknown held strings grant nothing', () => {
    expect(grants(['sites', 'sites:admin', 'SITES:WRITE', '**'], 'sites:read')).toBe(false);
  });
});

describe('uncovered', () => {
  test('lists the requested scopes that the held scopes do not cover, in request order', () => {
    expect(uncovered(['sites:write', 'keys:read'], ['sites:read', 'keys:write', 'cases:read', '*'])).toEqual([
      'keys:write',
      'cases:read',
      '*',
    ]);
  });

  test('is empty when every requested scope is covered', () => {
    expect(uncovered(['sites:write'], ['sites:read', 'sites:write'])).toEqual([]);
    expect(uncovered(['*'], [...ALL_SCOPES])).toEqual([]);
    expect(uncovered([], [])).toEqual([]);
  });

  test('with no held scopes, lists everything requested', () => {
    expect(uncovered([], ['sites:read', '*'])).toEqual(['sites:read', '*']);
  });
});

describe('isScope', () => {
  test('knows exactly * and a read and a write scope per family', () => {
    expect(ALL_SCOPES).toHaveLength(1 + 2 * SCOPE_FAMILIES.length);
    for (const scope of ALL_SCOPES) expect(isScope(scope)).toBe(true);
    for (const bogus of ['', 'bogus', 'sites', 'sites:admin', 'Sites:read', ' sites:read', 'sites:read ']) {
      expect(isScope(bogus), bogus).toBe(false);
    }
  });
});

describe('requireGrantable', () => {
  test('refuses with 403 naming what is missing, and lets the CLI (no caller scopes) give any', () => {
    expect(() => requireGrantable(['sites:write'], ['sites:read', 'keys:write'], 'A key')).toThrow(
      expect.objectContaining({
        code: 'forbidden',
        message: expect.stringMatching(/^A key cannot be given scopes .*: keys:write\./),
      }),
    );
    expect(() => requireGrantable(['*'], ['keys:write'], 'A key')).not.toThrow();
    expect(() => requireGrantable(undefined, ['*'], 'An OAuth client')).not.toThrow();
  });
});
