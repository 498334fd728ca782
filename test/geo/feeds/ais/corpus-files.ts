/**
 * Reads the third-party AIS corpora in /work/shared/data/ais (see CORPORA.md) straight from the
 * shared folder, and runs a whole feed file through one decoder the way a live feed would be.
 */

import { readFileSync } from 'node:fs';
import {
  type AisDecodeResult,
  type AisMessage,
  type AisSentenceMeta,
  createAisDecoder,
} from '../../../../src/geo/feeds/ais/index.ts';

export function readCorpus(path: string): string {
  return readFileSync(new URL(`../../../../../shared/data/ais/${path}`, import.meta.url), 'utf8');
}

export function readJsonLines(path: string): Record<string, unknown>[] {
  return readCorpus(path)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

export interface DecodedMessage {
  message: AisMessage;
  meta: AisSentenceMeta;
  /** 1-based line of the sentence that completed the message. */
  lineNumber: number;
}

export interface DecodedFile {
  messages: DecodedMessage[];
  errors: { lineNumber: number; line: string; detail: string }[];
  results: AisDecodeResult[];
}

/** Feeds every line in order, one second apart, so that no fragment times out. */
export function decodeFile(path: string): DecodedFile {
  const decoder = createAisDecoder();
  const decoded: DecodedFile = { messages: [], errors: [], results: [] };
  readCorpus(path)
    .split('\n')
    .forEach((line, index) => {
      const lineNumber = index + 1;
      const result = decoder.push(line, lineNumber * 1000);
      decoded.results.push(result);
      if (result.kind === 'message')
        decoded.messages.push({ message: result.message, meta: result.meta, lineNumber });
      if (result.kind === 'error') decoded.errors.push({ lineNumber, line, detail: result.detail });
    });
  return decoded;
}
