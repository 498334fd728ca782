/**
 * TagPack text → plain values. YAML 1.2 (the `yaml` package's core schema), with one change: a plain
 * scalar that reads as a number keeps its text, so an unquoted `0x8589…` address or a numeric-
 * looking label arrives exactly as written rather than as a float that lost its digits.
 */
import { parseDocument, visit } from 'yaml';
import { VigilError } from '../../../lib/errors.ts';

// The yaml package's default; stated because a TagPack is untrusted input (billion-laughs aliases).
const MAX_ALIAS_COUNT = 100;

export function parseTagPackYaml(text: string, fileName: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  // Warnings count as failures too: the one that matters is an unresolved tag such as the tool's
  // `!include`, which the package would otherwise read as the bare file name.
  const failures = [...doc.errors, ...doc.warnings];
  if (failures.length > 0) {
    const errors = failures.map((failure) => ({ pointer: '', detail: firstLine(failure.message) }));
    const detail = `${fileName} is not valid YAML: ${errors.map((e) => e.detail).join('; ')}`;
    throw new VigilError('validation_failed', detail, { errors });
  }
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'number' || typeof node.value === 'bigint') {
        node.value = node.source ?? String(node.value);
      }
    },
  });
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // toJS throws on an alias without an anchor or one past the alias budget.
    const message = error instanceof Error ? firstLine(error.message) : String(error);
    throw new VigilError('validation_failed', `${fileName} is not valid YAML: ${message}`, {
      errors: [{ pointer: '', detail: message }],
      cause: error,
    });
  }
}

/** The yaml package's message without its source excerpt (and the colon that introduces it). */
function firstLine(message: string): string {
  return (message.split('\n', 1)[0] ?? message).replace(/:$/, '');
}
