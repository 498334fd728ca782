/**
 * The JSON request body as every route reads it: no NUL in strings (no store keeps it), no nesting
 * deeper than MAX_JSON_DEPTH (checked before anything recurses over it), no prototype-poisoning
 * keys. A route that takes amounts also keeps their digits (`lib/exact-json.ts`).
 */
import secureJson from 'secure-json-parse';
import { invalidField, VigilError } from '../lib/errors.ts';
import { AMOUNT_KEYS, keepDigitsOf } from '../lib/exact-json.ts';
import { findTooDeep, MAX_JSON_DEPTH } from '../lib/json-depth.ts';

/** `\u0000` not itself escaped: no store keeps NUL in text, so no field may hold one. */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

const keepAmounts = keepDigitsOf(AMOUNT_KEYS);

/** The body's value (undefined for an empty body); a VigilError says what is wrong with it. */
export function parseJsonBody(text: string, options: { exactAmounts?: boolean } = {}): unknown {
  if (text.trim() === '') return undefined;
  if (ESCAPED_NUL.test(text)) {
    throw new VigilError('validation_failed', 'Strings must not contain the NUL character (\\u0000).');
  }
  // Before anything recurses over the body: a body nested thousands deep would overflow the
  // stack wherever it is walked or serialised later.
  const tooDeep = findTooDeep(text, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    throw invalidField(
      tooDeep,
      `nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays, the most a body may`,
    );
  }
  try {
    return secureJson.parse(text, options.exactAmounts ? keepAmounts : undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new VigilError('malformed_json', `The body is not valid JSON: ${reason}.`);
  }
}
