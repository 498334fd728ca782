/**
 * Unwrapping parse results in tests: a wrong kind fails with the whole result in the message,
 * which reads better than a chain of `kind` checks.
 */
import { parseSbsLine, type SbsMessage } from '../../../../src/geo/feeds/sbs/index.ts';

export function decoded(line: string, timeZone?: string): SbsMessage {
  const result = parseSbsLine(line, timeZone === undefined ? {} : { timeZone });
  if (result.kind !== 'message')
    throw new Error(`expected a message from ${line}, got ${JSON.stringify(result)}`);
  return result.message;
}

export function refused(line: string, timeZone?: string): string {
  const result = parseSbsLine(line, timeZone === undefined ? {} : { timeZone });
  if (result.kind !== 'error')
    throw new Error(`expected an error from ${line}, got ${JSON.stringify(result)}`);
  return result.detail;
}
